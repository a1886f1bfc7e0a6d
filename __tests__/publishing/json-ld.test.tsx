import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import { eventJsonLd, organizationJsonLd, pageJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import type { EventInfo } from '@/lib/sanity/types';
import { hero, page, settings, word } from '../fixtures/publishing-content';

const BASE = `https://${word('site')}.example`;

const event = (overrides: Partial<EventInfo> = {}): EventInfo => ({
  name: word('Festival'),
  startDate: '2027-08-20',
  endDate: '2027-08-22',
  locationName: word('Plass'),
  ticketUrl: `https://${word('billett')}.example/kjop`,
  ...overrides,
});

describe('organizationJsonLd', () => {
  it('describes the organisation from site settings, with its social profiles', () => {
    const site = settings();
    expect(organizationJsonLd(site, BASE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${BASE}/#organization`,
      name: site.companyName,
      alternateName: site.brandTitle,
      url: `${BASE}/`,
      email: site.email,
      logo: `${BASE}${site.logoLight?.url}`,
      sameAs: [site.facebookUrl, site.tiktokUrl],
    });
  });
});

describe('eventJsonLd', () => {
  it('describes the festival in Oslo with offers linking to the ticket page', () => {
    const details = event();
    const image = `https://cdn.example/${word('img')}.jpg`;
    const content = page({ event: details }, [hero(image)]);
    expect(eventJsonLd(content, settings(), BASE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: details.name,
      description: content.description,
      url: `${BASE}/${content.slug}`,
      startDate: details.startDate,
      endDate: details.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: details.locationName,
        address: { '@type': 'PostalAddress', addressLocality: 'Oslo', addressCountry: 'NO' },
      },
      image: [image],
      offers: { '@type': 'Offer', url: details.ticketUrl },
      organizer: { '@id': `${BASE}/#organization` },
    });
  });

  it('degrades: no event without a start date, Oslo as the place name, no offers without a ticket URL', () => {
    expect(eventJsonLd(page({ event: event({ startDate: null }) }), null, BASE)).toBeNull();
    expect(eventJsonLd(page({ event: null }), null, BASE)).toBeNull();
    const sparse = eventJsonLd(
      page({ event: event({ locationName: null, ticketUrl: null, name: null }) }),
      null,
      BASE,
    );
    expect(sparse).toMatchObject({ location: { name: 'Oslo' } });
    expect(sparse?.offers).toBeUndefined();
  });

  it('ignores a ticket link that is not http(s)', () => {
    const result = eventJsonLd(
      page({ event: event({ ticketUrl: 'javascript:alert(1)' }) }),
      null,
      BASE,
    );
    expect(result?.offers).toBeUndefined();
  });
});

describe('serializeJsonLd and <JsonLd>', () => {
  it('cannot be broken out of by content containing </script>', () => {
    const hostile = `</script><script>alert(${word('x')})</script>`;
    const text = serializeJsonLd({ name: hostile });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: hostile });
  });

  it('renders one ld+json script for the organisation and one for the event', () => {
    const content = page({ event: event(), description: `</script><b>${word('d')}</b>` });
    const site = settings();
    const html = renderToStaticMarkup(<JsonLd page={content} siteSettings={site} />);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]),
    );
    expect(scripts.map((item) => item['@type'])).toEqual(['Organization', 'Event']);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('renders only the organisation on a page without an event', () => {
    expect(pageJsonLd(page(), null, BASE).map((item) => item['@type'])).toEqual(['Organization']);
  });
});
