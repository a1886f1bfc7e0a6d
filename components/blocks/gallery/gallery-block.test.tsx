/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryBlock } from '@/components/blocks/gallery/gallery-block';
import type { GalleryBlock as GalleryBlockData, GalleryImage } from '@/lib/sanity/types';
import { imageData } from '@/__tests__/fixtures/image-data';

// next build swaps in images.loaderFile for next/image's default loader; next/jest does not.
jest.mock('next/dist/shared/lib/image-loader', () =>
  jest.requireActual('@/lib/sanity/image-loader'),
);
// The islands are code-split with next/dynamic in the app; here they render straight away.
jest.mock('@/components/blocks/gallery/lazy-island', () => ({
  GalleryLightbox: jest.requireActual('@/components/blocks/gallery/gallery-lightbox')
    .GalleryLightbox,
}));

function image(key: string, overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    _key: key,
    ...imageData(`/content-assets/${key}.jpg`, { alt: `Bilde ${key}`, width: 1200, height: 800 }),
    ...overrides,
  };
}

function block(
  images: GalleryImage[] | null,
  title: string | null = 'Fra festivalområdet',
): GalleryBlockData {
  return { _type: 'gallery', _key: 'g', anchorId: null, title, images };
}

describe('GalleryBlock', () => {
  it('renders the title and one button per image, named in Norwegian after its alt text', () => {
    render(<GalleryBlock block={block([image('krabbe'), image('vafler'), image('suppe')])} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Fra festivalområdet' }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Åpne bilde: Bilde krabbe',
      'Åpne bilde: Bilde vafler',
      'Åpne bilde: Bilde suppe',
    ]);
    expect(screen.getByRole('button', { name: 'Åpne bilde: Bilde vafler' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('shows each thumbnail 500 wide with its dimensions set (no layout shift)', () => {
    render(<GalleryBlock block={block([image('krabbe')])} />);
    const thumbnail = within(screen.getByRole('button')).getByRole('img');
    expect(thumbnail).toHaveAttribute('width', '500');
    expect(thumbnail).toHaveAttribute('height', '333');
    expect(thumbnail).toHaveAttribute('alt', 'Bilde krabbe');
  });

  it('names an image without alt text by its position', () => {
    render(<GalleryBlock block={block([image('a'), image('b', { alt: null })])} />);
    expect(screen.getByRole('button', { name: 'Åpne bilde 2 av 2' })).toBeInTheDocument();
  });

  it('names its buttons in English in the English edition', () => {
    render(
      <GalleryBlock language="en" block={block([image('krabbe'), image('b', { alt: null })])} />,
    );
    expect(screen.getByRole('button', { name: 'Open image: Bilde krabbe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open image 2 of 2' })).toBeInTheDocument();
  });

  it('skips images without a URL and renders nothing without any image', () => {
    render(<GalleryBlock block={block([image('a'), image('b', { url: null })])} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);

    const { container } = render(<GalleryBlock block={block(null)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('GalleryBlock lightbox', () => {
  it('loads the lightbox on click and opens it at the clicked image, in Norwegian', async () => {
    render(<GalleryBlock block={block([image('krabbe'), image('vafler'), image('suppe')])} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Åpne bilde: Bilde vafler' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bildevisning' });
    expect(within(dialog).getByRole('group', { name: '2 av 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Neste bilde' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Forrige bilde' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
  });
});
