/** @jest-environment jsdom */
import { randomBytes } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import type { ProgrammeBlock as ProgrammeBlockData, ProgrammeEvent } from '@/lib/sanity/types';

const events: ProgrammeEvent[] = [];
jest.mock('@/lib/sanity', () => ({ getProgrammeEvents: async () => events }));

const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const venue = (name: string) => ({
  _id: word('venue'),
  name,
  slug: word('scene'),
  description: null,
  accessibility: null,
  order: null,
});

function event(
  start: string,
  end: string,
  overrides: Partial<ProgrammeEvent> & { venue: ReturnType<typeof venue> },
) {
  return {
    _id: word('event'),
    _updatedAt: start,
    title: word('Arrangement'),
    slug: word('arrangement'),
    summary: null,
    description: null,
    image: null,
    start,
    end,
    categories: null,
    dietary: null,
    price: null,
    ticketUrl: null,
    status: 'planned',
    statusNote: null,
    previousStart: null,
    ...overrides,
  } satisfies ProgrammeEvent;
}

function block(overrides: Partial<ProgrammeBlockData> = {}): ProgrammeBlockData {
  return {
    _type: 'programme',
    _key: word('k'),
    anchorId: null,
    title: word('Programmet'),
    description: word('Tre dager'),
    venue: null,
    category: null,
    ...overrides,
  };
}

async function renderBlock(data: ProgrammeBlockData) {
  const { ProgrammeBlock } = await import('@/components/blocks/programme-block');
  render(await ProgrammeBlock({ block: data }));
}

describe('ProgrammeBlock (the plain stand-in)', () => {
  const fridayTitle = word('Kurs');
  const friday = event('2027-08-20T10:00:00Z', '2027-08-20T11:30:00Z', {
    venue: venue(word('Scene')),
    title: fridayTitle,
    categories: ['kurs'],
  });
  // 00:30 in Oslo: Saturday there, still Friday in UTC.
  const lateNight = event('2027-08-20T22:30:00Z', '2027-08-20T23:30:00Z', {
    venue: venue(word('Scene')),
  });
  beforeAll(() => events.push(friday, lateNight));

  it('lists the events by Oslo day, with time range and venue', async () => {
    const data = block();
    await renderBlock(data);
    expect(screen.getByRole('heading', { level: 2, name: data.title ?? '' })).toBeVisible();
    const fridayList = screen.getByRole('heading', { name: 'Fredag 20. august' }).parentElement;
    const saturdayList = screen.getByRole('heading', { name: 'Lørdag 21. august' }).parentElement;
    expect(within(fridayList!).getByRole('listitem')).toHaveTextContent(
      `12:00–13:30 ${fridayTitle}, ${friday.venue.name}`,
    );
    expect(within(saturdayList!).getByRole('listitem')).toHaveTextContent(
      `00:30–01:30 ${lateNight.title}, ${lateNight.venue.name}`,
    );
  });

  it('lists only the events of its preset venue or category', async () => {
    await renderBlock(block({ category: 'kurs' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(fridayTitle),
    ]);
  });
});
