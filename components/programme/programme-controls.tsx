'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
  element: HTMLElement;
  notes: HTMLElement | null;
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

function readListedEvents(root: HTMLElement): ListedEvent[] {
  return [...root.querySelectorAll<HTMLElement>('[data-programme-event]')].map((element) => {
    const data = element.dataset;
    const words = (value: string | undefined) => (value ? value.split(' ') : []);
    return {
      element,
      notes: element.querySelector<HTMLElement>('[data-programme-notes]'),
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
  const [listed, setListed] = useState<ListedEvent[]>([]);
  const [clock, setClock] = useState<number | null>(null);
  const [changedSinceSeen, setChangedSinceSeen] = useState<ListedEvent[]>([]);
  const reportedChanges = useRef(false);

  useEffect(() => {
    const root = document.getElementById(rootId);
    if (root) setListed(readListedEvents(root));
  }, [rootId]);

  const shown = useMemo(
    () => listed.filter((event) => matchesFilter(event, filter, starred)),
    [listed, filter, starred],
  );

  // Show and hide in place, before the browser paints the change.
  useLayoutEffect(() => {
    if (listed.length === 0) return;
    const visible = new Set(shown);
    for (const event of listed) event.element.hidden = !visible.has(event);
    const root = document.getElementById(rootId);
    for (const section of root?.querySelectorAll<HTMLElement>('[data-programme-day]') ?? []) {
      section.hidden = section.querySelector('[data-programme-event]:not([hidden])') === null;
    }
  }, [listed, shown, rootId]);

  // Clashes among the starred events, on both events, and changes pointed out in Min festival.
  useEffect(() => {
    const mine = listed.filter((event) => starred.has(event.slug));
    const clashes = findClashes(mine);
    const changed = new Set(changedSinceSeen.map((event) => event.slug));
    for (const event of listed) {
      const notes: HTMLElement[] = [];
      const titles = clashes.get(event.slug);
      if (titles) notes.push(note(clashMessage(titles), 'clash'));
      if (filter.mine && changed.has(event.slug)) notes.push(note('Endret siden sist', 'changed'));
      event.notes?.replaceChildren(...notes);
    }
  }, [listed, starred, changedSinceSeen, filter.mine]);

  // Opening Min festival points out starred events that changed since the phone last saw
  // them, then marks them seen: the notice stays for this view, and the next visit is quiet.
  useEffect(() => {
    if (!filter.mine || listed.length === 0 || reportedChanges.current) return;
    reportedChanges.current = true;
    const changed = listed.filter((event) =>
      plan.starred.some((entry) => entry.slug === event.slug && entry.seen !== event.signature),
    );
    setChangedSinceSeen(changed);
    for (const event of changed) markSeen(event.slug, event.signature);
  }, [filter.mine, listed, plan]);

  // The phone's clock: finished events, and during the festival "Nå"/"Snart" each minute.
  useEffect(() => {
    if (listed.length === 0) return;
    const root = document.getElementById(rootId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      const { over } = selectNowNext(listed, at);
      for (const event of listed) event.element.toggleAttribute('data-over', over.has(event.slug));
      const on = festivalIsOn(listed, at);
      root?.toggleAttribute('data-festival-on', on);
      setClock(on ? at : null);
      const wake = on ? at + msToNextMinute(at) : nextFestivalCheck(listed, at);
      if (wake !== null) timer = setTimeout(tick, Math.min(wake - at, MAX_DELAY));
    };
    tick();
    return () => clearTimeout(timer);
  }, [listed, rootId]);

  const update = (change: Partial<ProgrammeFilter>) => setSearch({ ...filter, ...change });
  const nowNext = clock === null ? null : selectNowNext(shown, clock);
  const calendarHref = `/${PROGRAMME_CALENDAR_SEGMENT}?arrangement=${plan.starred
    .map((entry) => encodeURIComponent(entry.slug))
    .join(',')}`;
  const viewButton = (mine: boolean) =>
    `btn min-w-[9rem] ${filter.mine === mine ? 'btn-primary' : 'btn-outline'}`;

  return (
    <div data-programme-controls="" className="mt-6">
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
