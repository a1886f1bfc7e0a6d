'use client';

import { useMemo, useRef, useState } from 'react';
import { programmeText } from '@/lib/i18n/programme-text';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import type { FilterOptions, StageColumn } from '@/lib/programme/filter-options';
import {
  festivalDayAt,
  festivalIsOn,
  selectNowNext,
  type FestivalDay,
} from '@/lib/programme/now-next';
import {
  FILTER_DIMENSIONS,
  isFiltered,
  withoutFilters,
  type ProgrammeFilter,
  type ProgrammeView,
} from '@/lib/programme/programme-filter';
import { NARROW_SCREEN, nowLineItems } from '@/lib/programme/stage-view';
import { CountAndReset, EmptyState } from './island/list-status';
import { FilterFieldset, SearchField } from './island/filter-fields';
import { setFilter, useProgrammeFilter } from './island/filter-url';
import { FilterNotices } from './island/filter-notices';
import { useFestivalClock } from './island/festival-clock';
import { useItemNotes, useListVisibility, useTimeMarks } from './island/list-dom';
import { uniqueEvents, useListedEvents } from './island/listed-events';
import { MinFestivalPanel } from './island/min-festival-panel';
import { NowNextPanel } from './island/now-next-panel';
import { SharedPlanPanel } from './island/shared-plan-panel';
import { StageSwitch } from './island/stage-switch';
import { useFilteredList } from './island/use-filtered-list';
import { useMediaQuery } from './island/use-media-query';
import { useMinFestivalView } from './island/use-min-festival-view';
import { ViewSwitch } from './island/view-switch';

type ProgrammeControlsProps = {
  rootId: string;
  total: number;
  options: FilterOptions;
  stages: readonly StageColumn[];
  /** The block lists the whole programme (no presets): stars of other events are stale. */
  complete: boolean;
  /** The Oslo days listed, with their bounds from the server: the island reads no time zone. */
  days: readonly FestivalDay[];
  language?: Language;
};

/**
 * The programme's island: filters and search kept in the URL, the count read out politely, the
 * list or per-stage view, a shared plan, Min festival (clashes, changes, calendar, subscribe,
 * share) and "Nå"/"Snart" from the phone's clock. It shows and hides the items the server
 * rendered (./island/list-dom.ts); it never receives the programme itself.
 */
export function ProgrammeControls({
  rootId,
  total,
  options,
  stages,
  complete,
  days,
  language = DEFAULT_LANGUAGE,
}: ProgrammeControlsProps) {
  const text = programmeText(language);
  const urlFilter = useProgrammeFilter();
  const listed = useListedEvents(rootId);
  const mine = useMinFestivalView({
    rootId,
    listed,
    mine: urlFilter.view === 'mine',
    complete,
    language,
  });
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [chosenStage, setChosenStage] = useState(stages[0]?.slug ?? '');
  const stageView = urlFilter.view === 'stage';
  const oneStage = stageView && narrow ? chosenStage : null;
  const list = useFilteredList(listed, urlFilter, mine.starred, oneStage);
  const { filter } = list;
  const searchRef = useRef<HTMLInputElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<string | null>(null);

  const events = useMemo(() => uniqueEvents(listed), [listed]);
  const clock = useFestivalClock(events, days);
  const festivalOn = clock !== null && festivalIsOn(events, days, clock);
  const timing = useMemo(
    () => (clock === null ? null : selectNowNext(events, clock)),
    [events, clock],
  );
  const nowLine = useMemo(
    () =>
      clock !== null && stageView
        ? nowLineItems(listed, clock, festivalDayAt(days, clock))
        : new Set<string>(),
    [listed, clock, stageView, days],
  );

  useListVisibility(rootId, listed, list.shown, stageView);
  useTimeMarks(rootId, timing?.over ?? new Set(), nowLine, festivalOn, text.stage.now);
  useItemNotes(rootId, mine.notes);

  const update = (change: Partial<ProgrammeFilter>) => setFilter({ ...filter, ...change });
  const reset = (focus: 'reset' | 'search') => {
    setDraft(null);
    list.clearDropped();
    setFilter(withoutFilters(filter));
    (focus === 'search' ? searchRef : resetRef).current?.focus();
  };
  const nowNext = festivalOn && clock !== null ? selectNowNext(list.shownEvents, clock) : null;
  const shownCount = listed.length === 0 ? total : list.shownEvents.length;
  const planEvents = filter.plan ? events.filter((event) => filter.plan?.includes(event.id)) : [];

  return (
    // data-ready: the island has read the list and drives it now (tests wait for it).
    <div
      data-programme-controls=""
      data-ready={listed.length > 0 ? '' : undefined}
      className="mt-6"
    >
      <ViewSwitch
        view={filter.view}
        text={text.views}
        onChange={(view: ProgrammeView) => update({ view })}
      />
      {filter.plan ? (
        <SharedPlanPanel
          headingId={`${rootId}-delt-plan`}
          events={planEvents}
          onClose={() => update({ plan: null })}
          text={text.sharedPlan}
        />
      ) : null}
      <form
        role="search"
        aria-label={text.filters.label}
        className="mt-4 grid gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          id={`${rootId}-sok`}
          label={text.filters.search}
          value={draft ?? filter.search}
          inputRef={searchRef}
          onChange={(search) => {
            setDraft(search);
            update({ search });
          }}
        />
        {FILTER_DIMENSIONS.map((dimension) => (
          <FilterFieldset
            key={dimension}
            legend={text.filters[dimension]}
            options={options[dimension]}
            chosen={filter[dimension]}
            onChange={(values) => update({ [dimension]: values })}
          />
        ))}
      </form>
      {stageView && narrow ? (
        <StageSwitch
          id={`${rootId}-scenevalg`}
          label={text.stage.switchLabel}
          stages={stages}
          value={chosenStage}
          onChange={setChosenStage}
        />
      ) : null}
      <FilterNotices
        dropped={list.dropped}
        removed={mine.removedTitles}
        options={options}
        language={language}
      />
      <CountAndReset
        count={text.filters.count(shownCount, total)}
        resetLabel={text.filters.reset}
        filtered={isFiltered(filter)}
        resetRef={resetRef}
        onReset={() => reset('reset')}
      />
      {listed.length > 0 && list.shownEvents.length === 0 && isFiltered(filter) ? (
        <EmptyState
          message={text.filters.empty}
          resetLabel={text.filters.reset}
          onReset={() => reset('search')}
        />
      ) : null}
      {filter.view === 'mine' ? (
        <MinFestivalPanel
          headingId={`${rootId}-min-festival`}
          plan={mine.plan}
          changedTitles={mine.changedTitles}
          withMultiDay={mine.withMultiDay}
          onWithMultiDay={mine.setWithMultiDay}
          text={text.minFestival}
          language={language}
        />
      ) : null}
      <NowNextPanel nowNext={nowNext} text={text.nowNext} language={language} />
    </div>
  );
}
