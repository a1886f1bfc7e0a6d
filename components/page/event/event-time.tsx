import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { formatEventTime, isMultiDay } from '@/lib/programme/event-days';
import { formatOsloTime, osloDayKey } from '@/lib/programme/oslo-time';
import { formatDayHeading } from '@/lib/programme/day-format';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = {
  event: Pick<ProgrammeEvent, 'start' | 'end' | 'status' | 'previousStart'>;
  language: Language;
};

/**
 * "Lørdag 21. august, 12:00–13:30" in Oslo time ("…, 23:00–01:15, natt til søndag" past
 * midnight; "fredag 10:00 – søndag 18:00" over several days); a moved event's old start struck
 * through.
 */
export function EventTime({ event, language }: Props) {
  const day = formatDayHeading(osloDayKey(event.start), language);
  const moved = event.status === 'changed' && event.previousStart ? event.previousStart : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 text-lg">
      <span data-event-time="">
        {isMultiDay(event) ? null : (
          <>
            <time dateTime={event.start}>{day}</time>,{' '}
          </>
        )}
        <time dateTime={event.start}>{formatEventTime(event, language)}</time>
      </span>
      {moved ? (
        <span className="muted" data-event-previous-time="">
          <span className="sr-only">{dictionary(language).programme.previousTime}</span>
          <del>
            <time dateTime={moved}>
              {formatDayHeading(osloDayKey(moved), language)} {formatOsloTime(moved)}
            </time>
          </del>
        </span>
      ) : null}
    </p>
  );
}
