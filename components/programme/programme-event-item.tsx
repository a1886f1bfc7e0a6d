import { StarButton } from './lazy-islands';
import { programmeText } from '@/lib/i18n/programme-text';
import type { Language } from '@/lib/i18n/languages';
import { continuesFrom, formatEventTime, isMultiDay } from '@/lib/programme/event-days';
import { eventSignature } from '@/lib/programme/event-signature';
import {
  ageLimitLabel,
  ageLimitOf,
  categoryLabel,
  dietaryLabel,
  formatPrice,
  sessionLanguageLabel,
} from '@/lib/programme/labels';
import { formatOsloTime, osloDayKey, osloIsoWithOffset } from '@/lib/programme/oslo-time';
import { formatDayHeading } from '@/lib/programme/day-format';
import { ALL_AGES } from '@/lib/programme/programme-filter';
import { textLanguage } from '@/lib/programme/text-language';
import { eventPathIn } from '@/lib/routing/event-path';
import type { ProgrammeEvent } from '@/lib/sanity/types';
import { safeHref } from '@/lib/ui/safe-href';
import { staticHtml } from '@/lib/ui/static-html';
import { LocalizedText } from './localized-text';
import { StatusBadge } from './status-badge';

const BADGE = 'event-badge';

/** The start an event had before it moved, with its day when it moved to another day. */
function PreviousStart({ event, language }: { event: ProgrammeEvent; language: Language }) {
  if (!event.previousStart || event.previousStart === event.start) return null;
  const otherDay = osloDayKey(event.previousStart) !== osloDayKey(event.start);
  return (
    <>
      <del className="muted">
        <span className="sr-only">{programmeText(language).previousTime}</span>
        {otherDay ? `${formatDayHeading(osloDayKey(event.previousStart), language)} ` : null}
        <time dateTime={osloIsoWithOffset(event.previousStart)}>
          {formatOsloTime(event.previousStart)}
        </time>
      </del>{' '}
    </>
  );
}

type Props = {
  event: ProgrammeEvent;
  /** The Oslo day this item is listed under (an event over several days is listed on each). */
  day: string;
  language: Language;
  /** The event's column in the per-stage view (1 = the first venue). */
  stage: number;
};

/**
 * One event in the programme list, server-rendered once per day it is listed under. The data
 * attributes are what the island and the pre-paint script read (lib/programme/pre-paint.ts);
 * elements marked data-search hold the text search looks in. The island never gets the
 * programme as props.
 */
export function ProgrammeEventItem({ event, day, language, stage }: Props) {
  const text = programmeText(language);
  const cancelled = event.status === 'cancelled';
  const soldOut = Boolean(event.soldOut) && !cancelled;
  const price = formatPrice(event.price, language);
  const ticketUrl = cancelled || soldOut ? null : safeHref(event.ticketUrl);
  const categories = event.categories ?? [];
  const dietary = event.dietary ?? [];
  const age = ageLimitOf(event.ageLimit);
  const sessionLanguage = sessionLanguageLabel(event.sessionLanguage, language);
  const title = event.title ?? event.slug;
  const titleLang = textLanguage(event, 'title');
  const titleId = `arrangement-${event.slug}-${day}`;
  const continues = continuesFrom(event, day, language);
  const signature = eventSignature(event);
  const cardContent = (
    <>
      <p className="programme-event-when">
        <span className={cancelled ? 'line-through' : undefined} data-event-time="">
          <PreviousStart event={event} language={language} />
          <time dateTime={osloIsoWithOffset(event.start)}>{formatEventTime(event, language)}</time>
        </span>
        {event.venue?.name ? (
          <LocalizedText
            lang={textLanguage(event.venue, 'name')}
            pageLanguage={language}
            className="font-normal"
            data-search=""
          >
            {event.venue.name}
          </LocalizedText>
        ) : null}
        {/* Shown by CSS once the event has ended (data-over, set from the phone's clock). */}
        <span className={`programme-over ${BADGE} bg-primary-100 dark:bg-primary-800`}>
          {text.over}
        </span>
      </p>
      {continues ? (
        <p className="muted text-sm font-semibold" data-continues="">
          {continues}
        </p>
      ) : null}
      <h4 id={titleId} className="mt-1 text-xl font-bold">
        <LocalizedText
          as="a"
          href={eventPathIn(language, event.slug)}
          lang={titleLang}
          pageLanguage={language}
          className={`underline-offset-4 hover:underline ${cancelled ? 'line-through' : ''}`}
          data-search=""
        >
          {title}
        </LocalizedText>
      </h4>
      <StatusBadge event={event} language={language} />
      {event.summary ? (
        <LocalizedText
          as="p"
          lang={textLanguage(event, 'summary')}
          pageLanguage={language}
          className="programme-detail mt-1 max-w-prose"
          data-search=""
        >
          {event.summary}
        </LocalizedText>
      ) : null}
      {categories.length + dietary.length > 0 || price || age !== null || sessionLanguage ? (
        <ul
          className="programme-detail mt-2 flex flex-wrap gap-2 text-sm"
          aria-label={text.aboutEvent}
        >
          {age !== null ? (
            <li className={`${BADGE} border-2 border-current`} data-age-mark="">
              {ageLimitLabel(age, language)}
            </li>
          ) : null}
          {sessionLanguage ? (
            <li className={`${BADGE} border-2 border-current`} data-language-mark="">
              {sessionLanguage}
            </li>
          ) : null}
          {categories.map((value) => (
            <li key={value} className={`${BADGE} border border-current font-normal`} data-search="">
              {categoryLabel(value, language)}
            </li>
          ))}
          {dietary.map((value) => (
            <li key={value} className={`${BADGE} bg-primary-100 font-normal dark:bg-primary-800`}>
              {dietaryLabel(value, language)}
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
          {text.buyTicket}
          <span className="sr-only">: {title}</span>
        </a>
      ) : null}
      {/* Filled by the island from this phone's Min festival: clashes, changes since last seen. */}
      <div data-programme-notes="" className="empty:hidden" />
    </>
  );
  return (
    <li
      data-programme-event=""
      data-id={event._id}
      data-slug={event.slug}
      data-title={title}
      data-day={day}
      data-venue={event.venue?.slug ?? undefined}
      data-venue-name={event.venue?.name ?? undefined}
      data-categories={categories.join(' ')}
      data-dietary={dietary.join(' ')}
      data-age={age === null ? ALL_AGES : String(age)}
      data-session-language={event.sessionLanguage ?? undefined}
      data-start={event.start}
      data-end={event.end}
      data-status={event.status}
      data-sold-out={soldOut ? '' : undefined}
      data-multi-day={isMultiDay(event) ? '' : undefined}
      data-signature={signature}
      style={{ '--stage': stage } as React.CSSProperties}
      className="programme-event"
    >
      <article aria-labelledby={titleId} className="programme-event-card">
        {/* Markup that never changes once in the page: one string in the RSC payload, not an
            element per tag, and nothing for React to hydrate (lib/ui/static-html.ts). */}
        <div dangerouslySetInnerHTML={{ __html: staticHtml(cardContent) }} />
        <StarButton
          id={event._id}
          slug={event.slug}
          title={title}
          signature={signature}
          language={language}
        />
      </article>
    </li>
  );
}
