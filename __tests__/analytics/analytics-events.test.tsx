/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AnalyticsEvents } from '@/components/layout/analytics-events';
import { analyticsEventFor } from '@/lib/analytics/events';

type Calls = unknown[][];
type StatisticsWindow = Window & {
  plausible?: ((...args: unknown[]) => void) & { q?: unknown[] };
  umami?: { track: (...args: unknown[]) => void };
};
const win = window as StatisticsWindow;

/** A star button as the contracts define it: the event attribute only while not pressed. */
function Star({ slug }: { slug: string }) {
  const [pressed, setPressed] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-analytics-event={pressed ? undefined : 'star-added'}
      data-analytics-slug={slug}
      onClick={() => setPressed(!pressed)}
    >
      <span>Stjerne</span>
    </button>
  );
}

afterEach(() => {
  delete win.plausible;
  delete win.umami;
});

describe('the statistics listener', () => {
  it('sends a star once it is added, not when it is removed, with the slug only (Plausible)', async () => {
    const calls: Calls = [];
    win.plausible = (...args: unknown[]) => void calls.push(args);
    render(
      <>
        <AnalyticsEvents provider="plausible" />
        <Star slug="smak-pa-ol" />
        <a href="#billett" data-analytics-event="ticket-link-followed" data-analytics-slug="vin">
          Kjøp billett
        </a>
        <button type="button">Annet</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('Stjerne'));
    await user.click(screen.getByText('Stjerne'));
    await user.click(screen.getByText('Annet'));
    await user.click(screen.getByText('Kjøp billett'));
    expect(calls).toEqual([
      ['star-added', { props: { slug: 'smak-pa-ol' } }],
      ['ticket-link-followed', { props: { slug: 'vin' } }],
    ]);
  });

  it("queues in Plausible's documented way when its script has not loaded yet", async () => {
    render(
      <>
        <AnalyticsEvents provider="plausible" />
        <Star slug="kaffe" />
      </>,
    );
    await userEvent.setup().click(screen.getByText('Stjerne'));
    expect(win.plausible?.q).toEqual([['star-added', { props: { slug: 'kaffe' } }]]);
  });

  it('uses umami.track for Umami, and stops listening when unmounted', async () => {
    const calls: Calls = [];
    win.umami = { track: (...args: unknown[]) => void calls.push(args) };
    const { unmount } = render(
      <>
        <AnalyticsEvents provider="umami" />
        <a href="#kal" data-analytics-event="calendar-downloaded" data-analytics-slug="ost">
          Kalender
        </a>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('Kalender'));
    unmount();
    render(
      <a href="#kal" data-analytics-event="calendar-downloaded" data-analytics-slug="ost">
        Igjen
      </a>,
    );
    await user.click(screen.getByText('Igjen'));
    expect(calls).toEqual([['calendar-downloaded', { slug: 'ost' }]]);
  });

  it('sends nothing for unknown events or anything but a slug', () => {
    const element = (event: string, slug: string) => {
      const node = document.createElement('button');
      node.dataset.analyticsEvent = event;
      node.dataset.analyticsSlug = slug;
      return node;
    };
    expect(analyticsEventFor(element('star-added', 'Kari Nordmann'))).toBeNull();
    expect(analyticsEventFor(element('star-added', 'kari@example.no'))).toBeNull();
    expect(analyticsEventFor(element('page-viewed', 'ost'))).toBeNull();
    expect(analyticsEventFor(element('star-added', ''))).toBeNull();
    expect(analyticsEventFor(element('star-added', 'smak-på-øl'))).toEqual({
      name: 'star-added',
      slug: 'smak-på-øl',
    });
  });
});
