import Link from 'next/link';
import { LocalizedText } from '@/components/programme/localized-text';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { formatEventTime } from '@/lib/programme/event-days';
import { statusLabel } from '@/lib/programme/labels';
import { textLanguage } from '@/lib/programme/text-language';
import { eventPathIn } from '@/lib/routing/event-path';
import type { ProgrammeEvent, ProgrammeVenue } from '@/lib/sanity/types';

type Props = { venue: ProgrammeVenue; events: readonly ProgrammeEvent[]; language: Language };

/** "Mer på <venue> samme dag": the other events there that Oslo day, each linked. */
export function SameVenueEvents({ venue, events, language }: Props) {
  if (events.length === 0 || !venue.name) return null;
  const text = dictionary(language).programme;
  return (
    <section aria-labelledby="samme-sted" className="mt-12" data-same-venue="">
      <h2 id="samme-sted" className="text-2xl font-bold">
        {text.event.sameVenue.before}{' '}
        <LocalizedText lang={textLanguage(venue, 'name')} pageLanguage={language}>
          {venue.name}
        </LocalizedText>{' '}
        {text.event.sameVenue.after}
      </h2>
      <ul className="mt-4 divide-y divide-primary-200 border-y border-primary-200 dark:divide-primary-700 dark:border-primary-700">
        {events.map((event) => (
          <li key={event._id} className="flex flex-wrap items-baseline gap-x-4 py-3">
            <span className="tabular-nums">
              <time dateTime={event.start}>{formatEventTime(event, language)}</time>
            </span>
            <Link
              href={eventPathIn(language, event.slug)}
              className={`font-semibold underline underline-offset-4 hover:no-underline ${
                event.status === 'cancelled' ? 'line-through' : ''
              }`}
            >
              <LocalizedText lang={textLanguage(event, 'title')} pageLanguage={language}>
                {event.title || event.slug}
              </LocalizedText>
            </Link>
            {event.status === 'planned' ? null : (
              <span className="text-sm font-bold uppercase">
                {statusLabel(event.status, language)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
