import { eventPath } from '@/lib/routing/event-path';
import { eventSignature } from '@/lib/programme/event-signature';
import { categoryLabel, dietaryLabel, formatPrice } from '@/lib/programme/labels';
import {
  formatDayHeading,
  formatOsloTime,
  osloDayKey,
  osloIsoWithOffset,
} from '@/lib/programme/oslo-time';
import type { ProgrammeEvent } from '@/lib/sanity/types';
import { safeHref } from '@/lib/ui/safe-href';
import { StarButton } from './lazy-islands';

const BADGE = 'rounded px-2 py-0.5 text-sm font-semibold';

function OsloTime({ iso }: { iso: string }) {
  return <time dateTime={osloIsoWithOffset(iso)}>{formatOsloTime(iso)}</time>;
}

/** The start an event had before it moved, with its day when it moved to another day. */
function PreviousStart({ event }: { event: ProgrammeEvent }) {
  if (!event.previousStart || event.previousStart === event.start) return null;
  const otherDay = osloDayKey(event.previousStart) !== osloDayKey(event.start);
  return (
    <>
      <del className="muted">
        <span className="sr-only">Opprinnelig tid: </span>
        {otherDay ? `${formatDayHeading(osloDayKey(event.previousStart))} ` : null}
        <OsloTime iso={event.previousStart} />
      </del>{' '}
    </>
  );
}

/**
 * One event in the programme list, server-rendered once. The data attributes are what the
 * filters island and the pre-paint script read (lib/programme/pre-paint.ts); the island never
 * gets the programme as props.
 */
export function ProgrammeEventItem({ event }: { event: ProgrammeEvent }) {
  const cancelled = event.status === 'cancelled';
  const changed = event.status === 'changed';
  const price = formatPrice(event.price);
  const ticketUrl = cancelled ? null : safeHref(event.ticketUrl);
  const categories = event.categories ?? [];
  const dietary = event.dietary ?? [];
  const titleId = `arrangement-${event.slug}`;
  return (
    <li
      data-programme-event=""
      data-slug={event.slug}
      data-title={event.title ?? event.slug}
      data-day={osloDayKey(event.start)}
      data-venue={event.venue?.slug ?? undefined}
      data-venue-name={event.venue?.name ?? undefined}
      data-categories={categories.join(' ')}
      data-dietary={dietary.join(' ')}
      data-start={event.start}
      data-end={event.end}
      data-status={event.status}
      data-signature={eventSignature(event)}
      className="programme-event border-t border-primary-200 py-4 dark:border-primary-700"
    >
      <article aria-labelledby={titleId} className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold tabular-nums">
            <span className={cancelled ? 'line-through' : undefined}>
              <PreviousStart event={event} />
              <OsloTime iso={event.start} />–<OsloTime iso={event.end} />
            </span>
            {event.venue?.name ? <span className="font-normal">{event.venue.name}</span> : null}
            {/* Shown by CSS once the event has ended (data-over, set from the phone's clock). */}
            <span className={`programme-over ${BADGE} bg-primary-100 dark:bg-primary-800`}>
              Ferdig
            </span>
          </p>
          <h4 id={titleId} className="mt-1 text-xl font-bold">
            <a
              href={eventPath(event.slug)}
              className={`underline-offset-4 hover:underline ${cancelled ? 'line-through' : ''}`}
            >
              {event.title}
            </a>
          </h4>
          {changed || cancelled ? (
            <p className="mt-1">
              <strong
                className={`${BADGE} ${
                  cancelled
                    ? 'bg-accent text-white dark:bg-accent-light dark:text-primary-950'
                    : 'border border-current'
                }`}
              >
                {cancelled ? 'Avlyst' : 'Endret'}
              </strong>{' '}
              {event.statusNote}
            </p>
          ) : null}
          {event.summary ? <p className="mt-1 max-w-prose">{event.summary}</p> : null}
          {categories.length > 0 || dietary.length > 0 || price ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Om arrangementet">
              {categories.map((value) => (
                <li key={value} className={`${BADGE} border border-current font-normal`}>
                  {categoryLabel(value)}
                </li>
              ))}
              {dietary.map((value) => (
                <li
                  key={value}
                  className={`${BADGE} bg-primary-100 font-normal dark:bg-primary-800`}
                >
                  {dietaryLabel(value)}
                </li>
              ))}
              {price ? <li className={`${BADGE} font-normal`}>{price}</li> : null}
            </ul>
          ) : null}
          {ticketUrl ? (
            <a
              href={ticketUrl}
              className="mt-2 inline-flex min-h-[44px] items-center font-semibold underline underline-offset-4"
              data-analytics-event="ticket-link-followed"
              data-analytics-slug={event.slug}
            >
              Kjøp billett<span className="sr-only">: {event.title}</span>
            </a>
          ) : null}
          {/* Filled by the island from this phone's Min festival: clashes, changes since last seen. */}
          <div data-programme-notes="" className="empty:hidden" />
        </div>
        <StarButton
          slug={event.slug}
          title={event.title ?? event.slug}
          signature={eventSignature(event)}
        />
      </article>
    </li>
  );
}
