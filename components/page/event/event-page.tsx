import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NotFoundResponse } from '@/components/page/not-found-response';
import { LocalizedText } from '@/components/programme/localized-text';
import { ContentImage } from '@/components/ui/content-image';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { textLanguage } from '@/lib/programme/text-language';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { eventPathIn } from '@/lib/routing/event-path';
import { getProgrammeEvents, getSiteSettings } from '@/lib/sanity';
import { EventActions } from './event-actions';
import { EventFacts } from './event-facts';
import { EventJsonLd } from './event-json-ld';
import { EventStatusNotice } from './event-status-notice';
import { EventTime } from './event-time';
import { EventVenue } from './event-venue';
import { SameVenueEvents } from './same-venue-events';
import { sameVenueSameDay } from './same-venue-day';

type Props = { slug: string; language?: Language };

/**
 * An event's page (/arrangement/{slug}, /en/events/{slug}) in the site's frame and the page's
 * language. Reads the whole programme (one tagged data-cache entry, also needed for the
 * same-venue list), so an event gone since the build costs no query of its own before its
 * not-found page.
 */
export async function EventPage({ slug, language = DEFAULT_LANGUAGE }: Props) {
  const [events, settings] = await Promise.all([
    getProgrammeEvents(language),
    getSiteSettings(language),
  ]);
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) return <NotFoundResponse />;

  const text = dictionary(language).programme;
  const cancelled = event.status === 'cancelled';
  const title = event.title || event.slug;
  const titleLang = textLanguage(event, 'title');
  return (
    <>
      <EventJsonLd event={event} siteSettings={settings} language={language} />
      <SiteHeader
        language={language}
        languagePaths={everyLanguagePath((to) => eventPathIn(to, slug))}
      />
      <main id="innhold" tabIndex={-1}>
        <article className="section-container max-w-3xl py-12" data-event-slug={event.slug}>
          <p className="muted text-sm font-semibold uppercase tracking-wide">{text.event.kicker}</p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">
            <LocalizedText
              lang={titleLang}
              pageLanguage={language}
              className={cancelled ? 'line-through' : undefined}
            >
              {title}
            </LocalizedText>
            {cancelled ? <span className="sr-only">{text.event.cancelledSuffix}</span> : null}
          </h1>
          <div className="mt-4">
            <EventTime event={event} language={language} />
          </div>
          <EventStatusNotice event={event} language={language} />
          <EventFacts event={event} language={language} />
          <EventActions event={event} language={language} />
          {event.summary ? (
            <LocalizedText
              as="p"
              className="mt-8 text-xl leading-relaxed"
              data-event-summary=""
              lang={textLanguage(event, 'summary')}
              pageLanguage={language}
            >
              {event.summary}
            </LocalizedText>
          ) : null}
          {event.image?.url ? (
            <ContentImage
              image={event.image}
              width={768}
              sizes="(min-width: 48em) 48rem, 100vw"
              className="mt-8 h-auto w-full rounded"
            />
          ) : null}
          {event.description ? (
            <LocalizedText
              as="p"
              className="mt-8 whitespace-pre-line text-lg leading-relaxed"
              lang={textLanguage(event, 'description')}
              pageLanguage={language}
            >
              {event.description}
            </LocalizedText>
          ) : null}
          <EventVenue venue={event.venue} language={language} />
          {event.venue ? (
            <SameVenueEvents
              venue={event.venue}
              events={sameVenueSameDay(events, event)}
              language={language}
            />
          ) : null}
        </article>
      </main>
      <SiteFooter language={language} />
    </>
  );
}
