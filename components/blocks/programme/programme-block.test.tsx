/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { programmeEvent, VENUE } from '@/__tests__/programme/programme-event-fixture';
import { token } from '@/__tests__/fixtures/content-fixture';
import { queryPageBlocks } from '@/__tests__/support/page-blocks';
import { formatDayHeading, osloDayKey } from '@/lib/programme/oslo-time';
import type { ProgrammeBlock as ProgrammeData, ProgrammeEvent } from '@/lib/sanity/types';
import { ProgrammeBlock } from './programme-block';

let events: ProgrammeEvent[] = [];
jest.mock('@/lib/sanity', () => ({ getProgrammeEvents: async () => events }));
// The islands are code-split with next/dynamic in the app and tested on their own
// (__tests__/programme/); here they only show that they were given the list.
jest.mock('@/components/programme/lazy-islands', () => ({
  ProgrammeControls: ({ total }: { total: number }) => <div data-testid="controls">{total}</div>,
  StarButton: () => null,
}));

async function renderBlock(block: ProgrammeData, marksFirstPaint?: boolean) {
  return render(await ProgrammeBlock({ block, marksFirstPaint }));
}

const EMPTY_BLOCK = {
  _type: 'programme',
  _key: 'p',
  anchorId: null,
  title: null,
  description: null,
  venue: null,
  category: null,
} as ProgrammeData;

describe('the programme block', () => {
  it('lists the events its venue preset covers, day by day, with the controls', async () => {
    const other = { ...VENUE, _id: token('venue'), slug: token('scene'), name: 'Annen scene' };
    const first = programmeEvent({ _id: token('e'), title: token('Første') });
    const nextDay = programmeEvent({
      _id: token('e'),
      title: token('Neste dag'),
      start: '2027-08-22T10:00:00Z',
      end: '2027-08-22T11:00:00Z',
    });
    const elsewhere = programmeEvent({ _id: token('e'), title: token('Annet sted'), venue: other });
    events = [first, nextDay, elsewhere];
    const [block] = await queryPageBlocks(
      [{ _type: 'programme', title: 'Program', venue: { _type: 'reference', _ref: VENUE._id } }],
      [
        {
          _id: VENUE._id,
          _type: 'venue',
          name: VENUE.name,
          slug: { _type: 'slug', current: VENUE.slug },
        },
      ],
    );
    await renderBlock(block as ProgrammeData);

    expect(screen.getByRole('heading', { level: 2, name: 'Program' })).toBeInTheDocument();
    const days = [first, nextDay].map((event) => formatDayHeading(osloDayKey(event.start)));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(days);
    const list = screen.getByRole('heading', { level: 3, name: days[0] }).closest('section')!;
    expect(within(list).getByText(first.title!)).toBeInTheDocument();
    expect(screen.queryByText(elsewhere.title!)).toBeNull();
    expect(screen.getByTestId('controls')).toHaveTextContent('2');
  });

  it('says the programme is not ready when no event is covered', async () => {
    events = [];
    await renderBlock(EMPTY_BLOCK);
    expect(screen.getByRole('heading', { level: 2, name: 'Program' })).toHaveClass('sr-only');
    expect(screen.getByText('Programmet er ikke klart ennå.')).toBeInTheDocument();
    expect(screen.queryByTestId('controls')).toBeNull();
  });

  describe("as a page's first block, the first-paint mark", () => {
    const mark = (container: HTMLElement) => container.querySelectorAll('#first-block-parsed');

    it("sits after the controls and the pre-paint step's first half, before the list", async () => {
      events = [programmeEvent({ _id: token('e'), title: token('Tidlig') })];
      const { container } = await renderBlock(EMPTY_BLOCK, true);
      expect(mark(container)).toHaveLength(1);
      const found = mark(container)[0];
      expect(found.nextElementSibling).toHaveAttribute('data-programme-list');
      expect(found.previousElementSibling?.tagName).toBe('SCRIPT');
      expect(found.previousElementSibling?.textContent).toContain('data-pre-paint-pending');
      expect(screen.getByTestId('controls').compareDocumentPosition(found)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });

    it('follows the notice when the programme is not ready', async () => {
      events = [];
      const { container } = await renderBlock(EMPTY_BLOCK, true);
      expect(mark(container)).toHaveLength(1);
      expect(mark(container)[0].previousElementSibling).toHaveTextContent(
        'Programmet er ikke klart ennå.',
      );
    });

    it('is left to the page when the block is not first', async () => {
      events = [programmeEvent({ _id: token('e'), title: token('Senere') })];
      const { container } = await renderBlock(EMPTY_BLOCK);
      expect(mark(container)).toHaveLength(0);
    });
  });
});
