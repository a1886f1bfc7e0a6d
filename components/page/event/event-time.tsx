import { formatDayHeading, formatTimeRange, osloDayKey } from '@/lib/programme/oslo-time';
import { formatOsloTime } from '@/lib/programme/oslo-time';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = { event: Pick<ProgrammeEvent, 'start' | 'end' | 'status' | 'previousStart'> };

/** "Lørdag 21. august, 12:00–13:30" in Oslo time; a moved event's old start struck through. */
export function EventTime({ event }: Props) {
  const day = formatDayHeading(osloDayKey(event.start));
  const moved = event.status === 'changed' && event.previousStart ? event.previousStart : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 text-lg">
      <span data-event-time="">
        <time dateTime={event.start}>{day}</time>,{' '}
        <time dateTime={event.start}>{formatTimeRange(event.start, event.end)}</time>
      </span>
      {moved ? (
        <span className="muted" data-event-previous-time="">
          <span className="sr-only">Opprinnelig tid: </span>
          <del>
            <time dateTime={moved}>
              {formatDayHeading(osloDayKey(moved))} {formatOsloTime(moved)}
            </time>
          </del>
        </span>
      ) : null}
    </p>
  );
}
