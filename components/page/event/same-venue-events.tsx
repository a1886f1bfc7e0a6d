import Link from 'next/link';
import { formatTimeRange } from '@/lib/programme/oslo-time';
import { statusLabel } from '@/lib/programme/labels';
import { eventPath } from '@/lib/routing/event-path';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = { venueName: string; events: readonly ProgrammeEvent[] };

/** "Mer på <venue> samme dag": the other events there that Oslo day, each linked. */
export function SameVenueEvents({ venueName, events }: Props) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="samme-sted" className="mt-12" data-same-venue="">
      <h2 id="samme-sted" className="text-2xl font-bold">
        Mer på {venueName} samme dag
      </h2>
      <ul className="mt-4 divide-y divide-primary-200 border-y border-primary-200 dark:divide-primary-700 dark:border-primary-700">
        {events.map((event) => (
          <li key={event._id} className="flex flex-wrap items-baseline gap-x-4 py-3">
            <span className="tabular-nums">
              <time dateTime={event.start}>{formatTimeRange(event.start, event.end)}</time>
            </span>
            <Link
              href={eventPath(event.slug)}
              className={`font-semibold underline underline-offset-4 hover:no-underline ${
                event.status === 'cancelled' ? 'line-through' : ''
              }`}
            >
              {event.title || event.slug}
            </Link>
            {event.status === 'planned' ? null : (
              <span className="text-sm font-bold uppercase">{statusLabel(event.status)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
