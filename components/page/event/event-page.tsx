import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NotFoundResponse } from '@/components/page/not-found-response';
import { ContentImage } from '@/components/ui/content-image';
import { getProgrammeEvents, getSiteSettings } from '@/lib/sanity';
import { EventActions } from './event-actions';
import { EventFacts } from './event-facts';
import { EventJsonLd } from './event-json-ld';
import { EventStatusNotice } from './event-status-notice';
import { EventTime } from './event-time';
import { EventVenue } from './event-venue';
import { SameVenueEvents } from './same-venue-events';
import { sameVenueSameDay } from './same-venue-day';

/**
 * An event's page (/arrangement/{slug}) in the site's frame. Reads the whole programme (one
 * tagged data-cache entry, also needed for the same-venue list), so an event gone since the
 * build costs no query of its own before its not-found page.
 */
export async function EventPage({ slug }: { slug: string }) {
  const [events, settings] = await Promise.all([getProgrammeEvents(), getSiteSettings()]);
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) return <NotFoundResponse />;

  const cancelled = event.status === 'cancelled';
  const title = event.title || event.slug;
  return (
    <>
      <EventJsonLd event={event} siteSettings={settings} />
      <SiteHeader />
      <main id="innhold" tabIndex={-1}>
        <article className="section-container max-w-3xl py-12" data-event-slug={event.slug}>
          <p className="muted text-sm font-semibold uppercase tracking-wide">Arrangement</p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">
            {cancelled ? (
              <>
                <span className="line-through">{title}</span>
                <span className="sr-only"> (avlyst)</span>
              </>
            ) : (
              title
            )}
          </h1>
          <div className="mt-4">
            <EventTime event={event} />
          </div>
          <EventStatusNotice event={event} />
          <EventFacts event={event} />
          <EventActions event={event} />
          {event.summary ? (
            <p className="mt-8 text-xl leading-relaxed" data-event-summary="">
              {event.summary}
            </p>
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
            <p className="mt-8 whitespace-pre-line text-lg leading-relaxed">{event.description}</p>
          ) : null}
          <EventVenue venue={event.venue} />
          {event.venue?.name ? (
            <SameVenueEvents
              venueName={event.venue.name}
              events={sameVenueSameDay(events, event)}
            />
          ) : null}
        </article>
      </main>
      <SiteFooter />
    </>
  );
}
