/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import {
  CarouselBlock,
  slideBackdropColor,
  slideHeight,
  slideTextColor,
} from '@/components/blocks/carousel/carousel-block';
import type { CarouselBlock as CarouselBlockData, CarouselItem } from '@/lib/sanity/types';

// Swiper's stylesheets are imported by package subpath ('swiper/css'), which the config's
// *.css style mock does not match.
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/a11y', () => ({}));
jest.mock('swiper/css/navigation', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));
// The islands are code-split with next/dynamic in the app; here they render straight away.
jest.mock('@/components/blocks/carousel/lazy-island', () => ({
  CarouselSlides: jest.requireActual('@/components/blocks/carousel/carousel-slides').CarouselSlides,
}));

beforeAll(() => {
  // jsdom has no matchMedia; Swiper's breakpoints and the reduced-motion check need one.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }),
  });
});

describe('slide text colour', () => {
  it('follows the background colour without an overlay', () => {
    expect(slideTextColor('#0b3d5c', 'none')).toBe('#ffffff');
    expect(slideTextColor('#f6e7c1', null)).toBe('#000000');
  });

  it('composites a 40% black or white overlay over the background', () => {
    expect(slideBackdropColor('#ffffff', 'darken')).toBe('#999999');
    expect(slideBackdropColor('#000000', 'lighten')).toBe('#666666');
    expect(slideBackdropColor('#336699', 'none')).toBe('#336699');
  });

  it('switches to white text when darkening makes a mid-tone backdrop dark', () => {
    // #9a9a9a on its own favours black text; 40% black on top brings it to #5c5c5c.
    expect(slideTextColor('#9a9a9a', 'none')).toBe('#000000');
    expect(slideTextColor('#9a9a9a', 'darken')).toBe('#ffffff');
  });

  it('switches to black text when lightening makes a mid-tone backdrop light', () => {
    expect(slideTextColor('#5a5a5a', 'none')).toBe('#ffffff');
    expect(slideTextColor('#5a5a5a', 'lighten')).toBe('#000000');
  });

  it('treats a missing or invalid colour as the light default surface', () => {
    expect(slideTextColor(null, 'none')).toBe('#000000');
    expect(slideTextColor('tomato', null)).toBe('#000000');
  });
});

describe('slideHeight', () => {
  it('defaults to 400 and keeps sane per-slide heights', () => {
    expect(slideHeight(null)).toBe(400);
    expect(slideHeight(0)).toBe(400);
    expect(slideHeight(Number.NaN)).toBe(400);
    expect(slideHeight(440)).toBe(440);
    expect(slideHeight(20)).toBe(160);
    expect(slideHeight(99999)).toBe(1000);
  });
});

function item(overrides: Partial<CarouselItem>): CarouselItem {
  return {
    _key: overrides.title ?? 'k',
    title: null,
    description: null,
    image: null,
    backgroundColor: null,
    height: null,
    overlay: null,
    ...overrides,
  };
}

function block(items: CarouselItem[]): CarouselBlockData {
  return {
    _type: 'carousel',
    _key: 'c',
    anchorId: null,
    title: 'Smak av Norge',
    description: 'Fire soner.',
    items,
  };
}

describe('CarouselBlock', () => {
  it('renders title, description and every slide with its height and text colour', () => {
    render(
      <CarouselBlock
        block={block([
          item({ title: 'Sjømatgata', backgroundColor: '#0b3d5c', height: 440, overlay: 'darken' }),
          item({ title: 'Bakerhagen', backgroundColor: '#f6e7c1', overlay: 'lighten' }),
          item({ title: 'Gårdsmarkedet', backgroundColor: '#2d6a4f' }),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Smak av Norge' })).toBeInTheDocument();
    expect(screen.getByText('Fire soner.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Smak av Norge' })).toBeInTheDocument();

    const first = screen
      .getByRole('heading', { level: 3, name: 'Sjømatgata' })
      .closest('.swiper-slide');
    expect(first).toHaveStyle({ height: '440px' });
    const second = screen.getByRole('heading', { level: 3, name: 'Bakerhagen' });
    expect(second.closest('.swiper-slide')).toHaveStyle({ height: '400px' });
    expect(second.closest('[style*="color"]')).toHaveStyle({ color: '#000000' });
  });

  it('speaks the English edition: its role, its untitled label and its arrows', () => {
    render(
      <CarouselBlock
        language="en"
        block={{
          ...block([item({ title: 'A' }), item({ title: 'B' }), item({ title: 'C' })]),
          title: null,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Carousel' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region.innerHTML).not.toMatch(/lysbilde|karusell/i);
  });

  it('renders nothing for an empty block', () => {
    const { container } = render(
      <CarouselBlock block={{ ...block([]), title: null, description: null, items: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
