import type { FilterOption } from '@/components/programme/programme-controls';
import { ProgrammeEventItem } from '@/components/programme/programme-event-item';
import { ProgrammePrePaint } from '@/components/programme/programme-pre-paint';
import { eventsCoveredBy } from '@/lib/programme/block-filter';
import {
  categoryLabel,
  dietaryLabel,
  DIETARY_MARKS,
  EVENT_CATEGORIES,
} from '@/lib/programme/labels';
import { formatDayHeading, osloDayKey } from '@/lib/programme/oslo-time';
import { getProgrammeEvents } from '@/lib/sanity';
import type { ProgrammeEvent } from '@/lib/sanity/types';
import type { BlockProps } from '../block-props';
import { ProgrammeControls } from '@/components/programme/lazy-islands';

/** The filter choices that can match something in this block: days, venues, categories, diets. */
function filterOptions(events: readonly ProgrammeEvent[]) {
  const days = [...new Set(events.map((event) => osloDayKey(event.start)))].map(
    (day): FilterOption => ({ value: day, label: formatDayHeading(day) }),
  );
  const venues = new Map<string, { name: string; order: number }>();
  for (const { venue } of events) {
    if (venue?.slug && !venues.has(venue.slug)) {
      venues.set(venue.slug, { name: venue.name ?? venue.slug, order: venue.order ?? Infinity });
    }
  }
  const used = (pick: (event: ProgrammeEvent) => readonly string[] | null) =>
    new Set(events.flatMap((event) => pick(event) ?? []));
  const categories = used((event) => event.categories);
  const dietary = used((event) => event.dietary);
  return {
    days,
    venues: [...venues]
      .sort(([, a], [, b]) => a.order - b.order || a.name.localeCompare(b.name, 'nb'))
      .map(([value, { name }]): FilterOption => ({ value, label: name })),
    categories: EVENT_CATEGORIES.filter((value) => categories.has(value)).map(
      (value): FilterOption => ({ value, label: categoryLabel(value) }),
    ),
    dietary: DIETARY_MARKS.filter((value) => dietary.has(value)).map((value): FilterOption => ({
      value,
      label: dietaryLabel(value),
    })),
  };
}

/**
 * The festival programme: every event the block covers (its optional venue and category
 * presets), day by day in Oslo time. The list is rendered here, once; the controls island
 * filters it in place, keeps Min festival and shows what is on now, reading the items' data
 * attributes. Without JavaScript the whole programme shows.
 */
export async function ProgrammeBlock({ block }: BlockProps<'programme'>) {
  const events = eventsCoveredBy(block, await getProgrammeEvents());
  const days = Map.groupBy(events, (event) => osloDayKey(event.start));
  const rootId = `program-${block._key}`;
  const headingId = `${rootId}-tittel`;
  return (
    <div id={rootId} className="programme section-container py-10" aria-labelledby={headingId}>
      <h2 id={headingId} className={block.title ? 'text-3xl' : 'sr-only'}>
        {block.title || 'Program'}
      </h2>
      {block.description ? <p className="mt-2 max-w-prose">{block.description}</p> : null}
      {events.length === 0 ? (
        <p className="mt-6">Programmet er ikke klart ennå.</p>
      ) : (
        <>
          <ProgrammeControls rootId={rootId} total={events.length} {...filterOptions(events)} />
          <div data-programme-list="">
            {[...days].map(([day, dayEvents]) => (
              <section key={day} data-programme-day={day} aria-labelledby={`${rootId}-${day}`}>
                <h3 id={`${rootId}-${day}`} className="mt-8 text-2xl">
                  {formatDayHeading(day)}
                </h3>
                <ul className="mt-2">
                  {dayEvents.map((event) => (
                    <ProgrammeEventItem key={event._id} event={event} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <ProgrammePrePaint rootId={rootId} />
        </>
      )}
    </div>
  );
}
