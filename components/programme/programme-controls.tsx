'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { clashMessage, findClashes } from '@/lib/programme/clashes';
import { markSeen, useMinFestival } from '@/lib/programme/min-festival-store';
import {
  festivalIsOn,
  msToNextMinute,
  nextFestivalCheck,
  selectNowNext,
} from '@/lib/programme/now-next';
import { formatTimeRange } from '@/lib/programme/oslo-time';
import {
  countMessage,
  isFiltered,
  matchesFilter,
  NO_FILTER,
  parseFilter,
  serialiseFilter,
  type ProgrammeFilter,
} from '@/lib/programme/programme-filter';
import { eventPath, PROGRAMME_CALENDAR_SEGMENT } from '@/lib/routing/event-path';

export type FilterOption = { value: string; label: string };

type ProgrammeControlsProps = {
  rootId: string;
  total: number;
  days: FilterOption[];
  venues: FilterOption[];
  categories: FilterOption[];
  dietary: FilterOption[];
};

/** One listed event as the server wrote it (programme-event-item.tsx's data attributes). */
type ListedEvent = {
  slug: string;
  title: string;
  day: string;
  venue: string | null;
  venueName: string | null;
  categories: string[];
  dietary: string[];
  start: string;
  end: string;
  cancelled: boolean;
  signature: string;
};

const itemsOf = (root: HTMLElement) => root.querySelectorAll<HTMLElement>('[data-programme-event]');

function readListedEvents(root: HTMLElement): ListedEvent[] {
  return [...itemsOf(root)].map((element) => {
    const data = element.dataset;
    const words = (value: string | undefined) => (value ? value.split(' ') : []);
    return {
      slug: data.slug ?? '',
      title: data.title ?? '',
      day: data.day ?? '',
      venue: data.venue ?? null,
      venueName: data.venueName ?? null,
      categories: words(data.categories),
      dietary: words(data.dietary),
      start: data.start ?? '',
      end: data.end ?? '',
      cancelled: data.status === 'cancelled',
      signature: data.signature ?? '',
    };
  });
}

// The list is read from the DOM once per rendered block (an external store to React): before
// hydration and on the server there is nothing, so both renders agree.
const NOTHING_LISTED: ListedEvent[] = [];
const listedCache = new Map<string, { root: HTMLElement; events: ListedEvent[] }>();
const subscribeNever = () => () => {};
function listedFor(rootId: string): ListedEvent[] {
  const root = document.getElementById(rootId);
  if (!root) return NOTHING_LISTED;
  const cached = listedCache.get(rootId);
  if (cached?.root === root) return cached.events;
  const events = readListedEvents(root);
  listedCache.set(rootId, { root, events });
  return events;
}

// The query string is the filter's one source of truth: shareable, and it survives a reload.
const SEARCH_CHANGED = 'programme:search';
function subscribeSearch(callback: () => void) {
  window.addEventListener('popstate', callback);
  window.addEventListener(SEARCH_CHANGED, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener(SEARCH_CHANGED, callback);
  };
}
const clientSearch = () => window.location.search;
const serverSearch = () => '';

function setSearch(filter: ProgrammeFilter) {
  const { pathname, search, hash } = window.location;
  const next = serialiseFilter(filter, search);
  // Next.js keeps its router in step with the native history API; replace, so the back button
  // leaves the page instead of stepping through every filter change.
  window.history.replaceState(null, '', `${pathname}${next}${hash}`);
  window.dispatchEvent(new Event(SEARCH_CHANGED));
}

// setTimeout's longest delay (about 24.8 days); a later wake-up is reached in steps.
const MAX_DELAY = 2 ** 31 - 1;
const MINUTE = 60_000;
const minuteNow = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const noClock = () => null;

/**
 * The phone's clock to the minute. During the festival it ticks on each whole minute; outside
 * it one timer waits for an hour before the next event, and nothing else runs.
 */
function useFestivalClock(listed: readonly ListedEvent[]): number | null {
  const subscribe = useCallback(
    (callback: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const at = Date.now();
        const wake = festivalIsOn(listed, at)
          ? at + msToNextMinute(at)
          : nextFestivalCheck(listed, at);
        if (wake === null) return;
        timer = setTimeout(
          () => {
            callback();
            schedule();
          },
          Math.min(wake - at, MAX_DELAY),
        );
      };
      if (listed.length > 0) schedule();
      return () => clearTimeout(timer);
    },
    [listed],
  );
  return useSyncExternalStore(subscribe, minuteNow, noClock);
}

// What Min festival points out as changed since last seen, per block, for this page view:
// kept outside React because the same step marks those events seen in the phone's store.
const NO_CHANGES: readonly string[] = [];
const changeReports = new Map<string, readonly string[]>();
const reportListeners = new Set<() => void>();
function subscribeReports(callback: () => void) {
  reportListeners.add(callback);
  return () => {
    reportListeners.delete(callback);
  };
}
function reportChanges(rootId: string, slugs: readonly string[]) {
  changeReports.set(rootId, slugs);
  reportListeners.forEach((listener) => listener());
}

function note(text: string, kind: string) {
  const element = document.createElement('p');
  element.className = 'mt-2 font-semibold text-accent dark:text-accent-light';
  element.dataset.note = kind;
  element.textContent = text;
  return element;
}

function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: FilterOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <select
        className="min-h-[44px] rounded border-2 border-current bg-white px-2 text-base font-normal text-primary-900 dark:bg-primary-950 dark:text-primary-50"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function EventLinks({ events, empty }: { events: ListedEvent[]; empty: string }) {
  if (events.length === 0) return <p className="mt-1">{empty}</p>;
  return (
    <ul className="mt-1 space-y-1">
      {events.map((event) => (
        <li key={event.slug}>
          <span className="font-semibold tabular-nums">
            {formatTimeRange(event.start, event.end)}
          </span>{' '}
          <a href={eventPath(event.slug)} className="underline underline-offset-4">
            {event.title}
          </a>
          {event.venueName ? `, ${event.venueName}` : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The programme's island: filters kept in the URL, the count read out politely, Min festival
 * (only starred events, clashes, changes since last seen, the calendar link) and "Nå"/"Snart"
 * from the phone's clock. It shows and hides the items the server rendered; it never receives
 * the programme itself.
 */
export function ProgrammeControls({
  rootId,
  total,
  days,
  venues,
  categories,
  dietary,
}: ProgrammeControlsProps) {
  const search = useSyncExternalStore(subscribeSearch, clientSearch, serverSearch);
  const filter = useMemo(() => parseFilter(search), [search]);
  const plan = useMinFestival();
  const starred = useMemo(() => new Set(plan.starred.map((entry) => entry.slug)), [plan]);
  const listed = useSyncExternalStore(
    subscribeNever,
    () => listedFor(rootId),
    () => NOTHING_LISTED,
  );
  const clock = useFestivalClock(listed);
  const changedSlugs = useSyncExternalStore(
    subscribeReports,
    () => changeReports.get(rootId) ?? NO_CHANGES,
    () => NO_CHANGES,
  );
  const changedSinceSeen = listed.filter((event) => changedSlugs.includes(event.slug));

  const shown = useMemo(
    () => listed.filter((event) => matchesFilter(event, filter, starred)),
    [listed, filter, starred],
  );

  // Show and hide in place, before the browser paints the change.
  useLayoutEffect(() => {
    const root = document.getElementById(rootId);
    if (!root || listed.length === 0) return;
    const visible = new Set(shown.map((event) => event.slug));
    for (const item of itemsOf(root)) item.hidden = !visible.has(item.dataset.slug ?? '');
    for (const section of root.querySelectorAll<HTMLElement>('[data-programme-day]')) {
      section.hidden = section.querySelector('[data-programme-event]:not([hidden])') === null;
    }
  }, [listed, shown, rootId]);

  // Finished events ("Ferdig"), and room for "Nå"/"Snart" while the festival is on.
  useLayoutEffect(() => {
    const root = document.getElementById(rootId);
    if (!root || clock === null) return;
    const { over } = selectNowNext(listed, clock);
    for (const item of itemsOf(root)) {
      item.toggleAttribute('data-over', over.has(item.dataset.slug ?? ''));
    }
    root.toggleAttribute('data-festival-on', festivalIsOn(listed, clock));
  }, [listed, clock, rootId]);

  // Clashes among the starred events, on both events, and changes pointed out in Min festival.
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    const clashes = findClashes(listed.filter((event) => starred.has(event.slug)));
    for (const item of itemsOf(root)) {
      const slug = item.dataset.slug ?? '';
      const notes: HTMLElement[] = [];
      const titles = clashes.get(slug);
      if (titles) notes.push(note(clashMessage(titles), 'clash'));
      if (filter.mine && changedSlugs.includes(slug)) {
        notes.push(note('Endret siden sist', 'changed'));
      }
      item.querySelector('[data-programme-notes]')?.replaceChildren(...notes);
    }
  }, [listed, starred, changedSlugs, filter.mine, rootId]);

  // Opening Min festival points out starred events that changed since the phone last saw
  // them, then marks them seen: the notice stays for this view, and the next visit is quiet.
  useEffect(() => {
    if (!filter.mine || listed.length === 0 || changeReports.has(rootId)) return;
    const changed = listed.filter((event) =>
      plan.starred.some((entry) => entry.slug === event.slug && entry.seen !== event.signature),
    );
    reportChanges(
      rootId,
      changed.map((event) => event.slug),
    );
    for (const event of changed) markSeen(event.slug, event.signature);
  }, [filter.mine, listed, plan, rootId]);

  const update = (change: Partial<ProgrammeFilter>) => setSearch({ ...filter, ...change });
  const nowNext =
    clock !== null && festivalIsOn(listed, clock) ? selectNowNext(shown, clock) : null;
  const calendarHref = `/${PROGRAMME_CALENDAR_SEGMENT}?arrangement=${plan.starred
    .map((entry) => encodeURIComponent(entry.slug))
    .join(',')}`;
  const viewButton = (mine: boolean) =>
    `btn min-w-[9rem] ${filter.mine === mine ? 'btn-primary' : 'btn-outline'}`;

  return (
    // data-ready: the island has read the list and drives it now (tests wait for it).
    <div
      data-programme-controls=""
      data-ready={listed.length > 0 ? '' : undefined}
      className="mt-6"
    >
      {/* Without JavaScript the controls could do nothing: the whole programme shows instead. */}
      <noscript>
        <style>{'[data-programme-controls]{display:none}'}</style>
      </noscript>
      <div role="group" aria-label="Visning" className="flex flex-wrap gap-2">
        <button
          type="button"
          className={viewButton(false)}
          aria-pressed={!filter.mine}
          onClick={() => update({ mine: false })}
        >
          Hele programmet
        </button>
        <button
          type="button"
          className={viewButton(true)}
          aria-pressed={filter.mine}
          onClick={() => update({ mine: true })}
        >
          Min festival
        </button>
      </div>
      <form
        role="search"
        aria-label="Filtrer programmet"
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label="Dag"
          allLabel="Alle dager"
          options={days}
          value={filter.day}
          onChange={(day) => update({ day })}
        />
        <FilterSelect
          label="Scene"
          allLabel="Alle scener"
          options={venues}
          value={filter.venue}
          onChange={(venue) => update({ venue })}
        />
        <FilterSelect
          label="Kategori"
          allLabel="Alle kategorier"
          options={categories}
          value={filter.category}
          onChange={(value) => update({ category: parseFilter({ kategori: value }).category })}
        />
        <FilterSelect
          label="Kosthold"
          allLabel="Alle"
          options={dietary}
          value={filter.dietary}
          onChange={(value) => update({ dietary: parseFilter({ kosthold: value }).dietary })}
        />
      </form>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-semibold">
          {/* Before hydration the server's list is whole; afterwards this counts what shows. */}
          {countMessage(listed.length === 0 ? total : shown.length, total)}
        </p>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!isFiltered(filter)}
          onClick={() => setSearch(NO_FILTER)}
        >
          Nullstill filtre
        </button>
      </div>
      {filter.mine ? (
        <section
          aria-labelledby={`${rootId}-min-festival`}
          className="mt-6 rounded border-2 border-current p-4"
        >
          <h3 id={`${rootId}-min-festival`} className="text-2xl">
            Min festival
          </h3>
          {plan.starred.length === 0 ? (
            <p className="mt-2">
              Du har ikke stjernemerket noe ennå. Trykk på stjernen ved et arrangement for å legge
              det i Min festival. Planen lagres bare på denne telefonen.
            </p>
          ) : (
            <>
              <p className="mt-2">
                Planen lagres bare på denne telefonen, og den virker uten nett.
              </p>
              {changedSinceSeen.length > 0 ? (
                <p className="mt-2 font-semibold" data-min-festival-changed="">
                  Endret siden sist: {changedSinceSeen.map((event) => event.title).join(', ')}.
                </p>
              ) : null}
              <a
                href={calendarHref}
                className="btn btn-outline mt-3"
                data-analytics-event="calendar-downloaded"
              >
                Legg Min festival i kalenderen
              </a>
            </>
          )}
        </section>
      ) : null}
      {/* Space is kept for this while the festival is on (globals.css), so it moves nothing. */}
      <div className="programme-now-next-slot">
        {nowNext ? (
          <section
            aria-label="Nå og snart"
            className="programme-now-next mt-6 grid gap-4 rounded bg-primary-50 p-4 sm:grid-cols-2 dark:bg-primary-900"
          >
            <div>
              <h3 className="text-2xl">Nå</h3>
              <EventLinks events={nowNext.now} empty="Ingenting akkurat nå." />
            </div>
            <div>
              <h3 className="text-2xl">Snart</h3>
              <EventLinks events={nowNext.soon} empty="Ingenting den neste timen." />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
