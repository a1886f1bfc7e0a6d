import { StarButton } from '@/components/programme/star-button';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { eventSignature } from '@/lib/programme/event-signature';
import { eventCalendarPath } from '@/lib/routing/event-path';
import { safeHref } from '@/lib/ui/safe-href';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = { event: ProgrammeEvent; language: Language };

/**
 * Tickets, the calendar file and the Min festival star. A cancelled or sold-out event sells no
 * tickets, so its ticket link is left out. Statistics count the links by their data attributes.
 */
export function EventActions({ event, language }: Props) {
  const text = dictionary(language).programme;
  const title = event.title || event.slug;
  const selling = event.status !== 'cancelled' && !event.soldOut;
  const ticketHref = selling ? safeHref(event.ticketUrl) : null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {ticketHref ? (
        <a
          href={ticketHref}
          className="btn btn-primary"
          data-analytics-event="ticket-link-followed"
          data-analytics-slug={event.slug}
        >
          {text.buyTicket}
          <span className="sr-only">: {title}</span>
        </a>
      ) : null}
      <a
        href={eventCalendarPath(event.slug, language)}
        download
        className="btn btn-outline"
        data-analytics-event="calendar-downloaded"
        data-analytics-slug={event.slug}
      >
        {text.event.addToCalendar}
        <span className="sr-only">: {title}</span>
      </a>
      <StarButton
        id={event._id}
        slug={event.slug}
        title={title}
        signature={eventSignature(event)}
        language={language}
      />
    </div>
  );
}
