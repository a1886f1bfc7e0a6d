import { eventsCoveredBy } from '@/lib/programme/block-filter';
import { formatDayHeading, formatTimeRange, osloDayKey } from '@/lib/programme/oslo-time';
import { getProgrammeEvents } from '@/lib/sanity';
import type { BlockProps } from './block-props';

/**
 * A plain, server-rendered programme: the events the block covers, day by day, with time and
 * venue. A stand-in until the programme's own interface (filters, stars) replaces it.
 */
export async function ProgrammeBlock({ block }: BlockProps<'programme'>) {
  const events = eventsCoveredBy(block, await getProgrammeEvents());
  const days = Map.groupBy(events, (event) => osloDayKey(event.start));
  return (
    <div className="section-container py-10">
      {block.title ? <h2 className="font-heading text-3xl">{block.title}</h2> : null}
      {block.description ? <p className="mt-2 max-w-prose">{block.description}</p> : null}
      {[...days].map(([day, dayEvents]) => (
        <section key={day} className="mt-6">
          <h3 className="font-heading text-2xl">{formatDayHeading(day)}</h3>
          <ul className="mt-2 space-y-2">
            {dayEvents.map((event) => (
              <li key={event._id}>
                <span className="font-semibold tabular-nums">
                  {formatTimeRange(event.start, event.end)}
                </span>{' '}
                {event.title}
                {event.venue?.name ? <span>, {event.venue.name}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
