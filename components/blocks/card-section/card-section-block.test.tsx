/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { imageAsset, imageRef, token } from '@/__tests__/fixtures/content-fixture';
import { queryPageBlocks } from '@/__tests__/support/page-blocks';
import type { CardSectionBlock as CardSectionData } from '@/lib/sanity/types';
import { CardSectionBlock } from './card-section-block';

describe('the card section block', () => {
  it('shows each card: its person’s name as a heading, title, text and portrait', async () => {
    const asset = imageAsset();
    const name = token('Navn');
    const [block] = await queryPageBlocks(
      [
        {
          _type: 'cardSection',
          title: 'Folka bak',
          cards: [
            {
              _key: 'a',
              name,
              title: 'Kokk',
              description: 'Lager mat.',
              image: { ...imageRef(asset, ''), alt: undefined },
            },
            { _key: 'b', name: token('Navn'), title: null, description: null },
          ],
        },
      ],
      [asset],
    );
    render(<CardSectionBlock block={block as CardSectionData} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Folka bak' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByText('Lager mat.')).toBeInTheDocument();
    // A portrait without its own alt text is named after the person (lib/ui/portrait-alt.ts).
    expect(screen.getByRole('img')).toHaveAttribute('alt', expect.stringContaining(name));
  });

  it('renders an empty section without a list', () => {
    const block = {
      _type: 'cardSection',
      _key: 'c',
      anchorId: null,
      title: null,
      description: null,
      cards: null,
    };
    render(<CardSectionBlock block={block as CardSectionData} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
