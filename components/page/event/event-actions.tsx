import { StarButton } from '@/components/programme/star-button';
import { eventSignature } from '@/lib/programme/event-signature';
import { eventPath } from '@/lib/routing/event-path';
import { safeHref } from '@/lib/ui/safe-href';
import type { ProgrammeEvent } from '@/lib/sanity/types';

/** The event's calendar file (app/arrangement/[slug]/kalender.ics). */
export const eventCalendarPath = (slug: string) => `${eventPath(slug)}/kalender.ics`;

type Props = { event: ProgrammeEvent };

/**
 * Tickets, the calendar file and the Min festival star. A cancelled event sells no tickets, so
 * its ticket link is left out. Statistics count the links by their data attributes.
 */
export function EventActions({ event }: Props) {
  const title = event.title || event.slug;
  const ticketHref = event.status === 'cancelled' ? null : safeHref(event.ticketUrl);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {ticketHref ? (
        <a
          href={ticketHref}
          className="btn btn-primary"
          data-analytics-event="ticket-link-followed"
          data-analytics-slug={event.slug}
        >
          Kjøp billett
          <span className="sr-only">: {title}</span>
        </a>
      ) : null}
      <a
        href={eventCalendarPath(event.slug)}
        download
        className="btn btn-outline"
        data-analytics-event="calendar-downloaded"
        data-analytics-slug={event.slug}
      >
        Legg i kalenderen
        <span className="sr-only">: {title}</span>
      </a>
      <StarButton slug={event.slug} title={title} signature={eventSignature(event)} />
    </div>
  );
}
