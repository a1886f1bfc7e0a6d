import { ProgrammeEventItem } from '@/components/programme/programme-event-item';
import { FirstBlockParsedMark } from '@/components/layout/first-block-render-gate';
import {
  ProgrammePrePaint,
  ProgrammePrePaintStart,
} from '@/components/programme/programme-pre-paint';
import { StageHeads } from '@/components/programme/stage-heads';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { eventsCoveredBy } from '@/lib/programme/block-filter';
import { eventDays } from '@/lib/programme/event-days';
import { festivalDays } from '@/lib/programme/festival-days';
import { filterOptions, stageColumns } from '@/lib/programme/filter-options';
import { formatDayHeading } from '@/lib/programme/day-format';
import { programmeCalendarPath } from '@/lib/routing/event-path';
import { siteUrl } from '@/lib/routing/site-url';
import { getProgrammeEvents } from '@/lib/sanity';
import type { ProgrammeEvent } from '@/lib/sanity/types';
import type { BlockProps } from '../block-props';
import { ProgrammeControls } from '@/components/programme/lazy-islands';

/** Each Oslo day of the block with the events listed under it (./event-days), in time order. */
function eventsByDay(events: readonly ProgrammeEvent[]) {
  const days = new Map<string, ProgrammeEvent[]>();
  for (const event of events) {
    for (const day of eventDays(event)) days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The festival programme: every event the block covers (its optional venue and category
 * presets), day by day in Oslo time, in the page's language. The list is rendered here, once;
 * the controls island filters and searches it in place, lays it out per stage, keeps Min
 * festival and shows what is on now, reading the items' data attributes. Without JavaScript
 * the whole programme shows. As a page's first block it places the first-paint mark itself,
 * before the list: a phone paints the controls and the first events while the rest of a long
 * programme is still arriving (the pre-paint step's first half makes that safe).
 */
export async function ProgrammeBlock({
  block,
  language = DEFAULT_LANGUAGE,
  marksFirstPaint = false,
}: BlockProps<'programme'> & { language?: Language }) {
  const text = dictionary(language).programme;
  const events = eventsCoveredBy(block, await getProgrammeEvents(language));
  const columns = stageColumns(events, text.stage.noVenue);
  const stageOf = (event: ProgrammeEvent) =>
    columns.findIndex((column) => column.slug === (event.venue?.slug ?? '')) + 1;
  const rootId = `program-${block._key}`;
  const headingId = `${rootId}-tittel`;
  const complete = !block.venue?._id && !block.category;
  const webcal = `webcal://${new URL(siteUrl()).host}${programmeCalendarPath(language)}`;
  const firstPaintMark = marksFirstPaint ? <FirstBlockParsedMark /> : null;
  const days = eventsByDay(events);
  // Each listed day with its bounds: the island and the pre-paint step read no time zone.
  const festivalDayList = festivalDays(days.map(([day]) => day));
  return (
    <section
      id={rootId}
      className="programme section-container py-10"
      aria-labelledby={headingId}
      data-first-stage={columns[0]?.slug}
    >
      <h2 id={headingId} className={block.title ? 'text-3xl' : 'sr-only'}>
        {block.title || text.heading}
      </h2>
      {block.description ? <p className="mt-2 max-w-prose">{block.description}</p> : null}
      {events.length === 0 ? (
        <>
          <p className="mt-6">{text.notReady}</p>
          {firstPaintMark}
        </>
      ) : (
        <>
          <ProgrammeControls
            rootId={rootId}
            total={events.length}
            options={filterOptions(events, columns, language)}
            stages={columns}
            complete={complete}
            days={festivalDayList}
            language={language}
          />
          <ProgrammePrePaintStart rootId={rootId} days={festivalDayList} events={events} />
          {firstPaintMark}
          <div data-programme-list="">
            {days.map(([day, dayEvents]) => (
              <section
                key={day}
                data-programme-day={day}
                aria-labelledby={`${rootId}-${day}`}
                // The room a skipped day holds until it is laid out (app/globals.css).
                style={{ '--day-events': dayEvents.length } as React.CSSProperties}
              >
                <h3 id={`${rootId}-${day}`} className="mt-8 text-2xl">
                  {formatDayHeading(day, language)}
                </h3>
                <ul
                  className="programme-day-list mt-2"
                  style={{ '--stages': columns.length } as React.CSSProperties}
                >
                  <StageHeads columns={columns} />
                  {dayEvents.map((event) => (
                    <ProgrammeEventItem
                      key={event._id}
                      event={event}
                      day={day}
                      language={language}
                      stage={stageOf(event)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <ProgrammePrePaint rootId={rootId} days={festivalDayList} />
          <p className="mt-8">
            <a href={webcal} className="btn btn-outline" data-programme-subscribe="">
              {text.subscribeProgramme}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
