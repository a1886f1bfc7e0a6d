import { renderToStaticMarkup } from 'react-dom/server';
import { EventFacts } from '@/components/page/event/event-facts';
import { EventStatusNotice } from '@/components/page/event/event-status-notice';
import { EventTime } from '@/components/page/event/event-time';
import { LocalizedText } from '@/components/programme/localized-text';
import { StatusBadge } from '@/components/programme/status-badge';
import { dictionary } from '@/lib/i18n/dictionary';
import { programmeEvent } from './programme-event-fixture';

describe('the programme in English', () => {
  it('marks a Norwegian fallback text lang="nb" on an English page, and nothing on a Norwegian one', () => {
    const text = 'Pizzakurs med steinovn';
    expect(
      renderToStaticMarkup(
        <LocalizedText lang="nb" pageLanguage="en">
          {text}
        </LocalizedText>,
      ),
    ).toBe(`<span lang="nb">${text}</span>`);
    expect(
      renderToStaticMarkup(
        <LocalizedText lang="nb" pageLanguage="nb">
          {text}
        </LocalizedText>,
      ),
    ).toBe(`<span>${text}</span>`);
  });

  it('labels facts, marks and statuses in English, the venue marked as Norwegian text', () => {
    const event = programmeEvent({
      ageLimit: 18,
      sessionLanguage: 'en',
      soldOut: true,
      categories: ['kurs'],
      dietary: ['vegetar'],
      price: 0,
    });
    const facts = renderToStaticMarkup(<EventFacts event={event} language="en" />);
    for (const word of ['Venue', 'Course', 'Vegetarian', '18+', 'In English', 'Free', 'Sold out']) {
      expect(facts).toContain(word);
    }
    expect(facts).toContain(`<span lang="nb">${event.venue!.name}</span>`);
    const notice = renderToStaticMarkup(
      <EventStatusNotice
        event={{ ...event, status: 'cancelled', statusNote: 'Syk kokk.' }}
        language="en"
      />,
    );
    expect(notice).toContain('Cancelled');
    expect(notice).toContain('<p lang="nb" class="mt-1">Syk kokk.</p>');
    expect(notice).not.toContain('Sold out');
    const badge = renderToStaticMarkup(
      <StatusBadge
        event={{ status: 'changed', statusNote: 'Ny gjest.', soldOut: true }}
        language="en"
      />,
    );
    expect(badge).toContain('Changed');
    expect(badge).toContain(dictionary('en').programme.soldOut);
  });

  it('writes dates in English, 24-hour, Oslo time', () => {
    const html = renderToStaticMarkup(
      <EventTime
        event={{
          start: '2031-06-13T10:00:00Z',
          end: '2031-06-13T11:30:00Z',
          status: 'planned',
          previousStart: null,
        }}
        language="en"
      />,
    );
    expect(html).toContain('Friday 13 June');
    expect(html).toContain('12:00–13:30');
  });
});
