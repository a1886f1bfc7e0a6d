/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Logo } from '@/components/layout/logo';
import { ContentImage } from '@/components/ui/content-image';
import type { ImageData } from '@/lib/sanity/types';
import { imageData } from '../fixtures/image-data';

function image(url: string, overrides: Partial<ImageData> = {}): ImageData {
  return imageData(url, { alt: 'Boder på Rådhusplassen', ...overrides });
}

function renderImage(element: React.ReactElement) {
  const { container } = render(element);
  return container.querySelector('img');
}

describe('ContentImage', () => {
  it('renders a plain <img> with explicit dimensions, the aspect ratio kept when only a width is given', () => {
    const img = renderImage(
      <ContentImage image={image('/content-assets/bod.jpg')} width={800} sizes="50vw" />,
    );
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('alt', 'Boder på Rådhusplassen');
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('sends local assets through Next’s optimizer and Sanity images through the CDN, both with a srcset', () => {
    const local = renderImage(
      <ContentImage image={image('/content-assets/bod.jpg')} width={800} sizes="100vw" />,
    );
    expect(local?.getAttribute('srcset')).toMatch(
      /^\/_next\/image\?url=%2Fcontent-assets%2Fbod\.jpg&w=\d+&q=75 \d+w, /,
    );
    const cdnUrl = 'https://cdn.sanity.io/images/abc/production/bod-1600x900.jpg';
    const cdn = renderImage(<ContentImage image={image(cdnUrl)} width={800} sizes="100vw" />);
    const candidates = (cdn?.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates)
      expect(candidate).toMatch(
        /^https:\/\/cdn\.sanity\.io\/images\/abc\/production\/bod-1600x900\.jpg\?w=\d+&auto=format \d+w$/,
      );
  });

  it('serves SVGs as they are', () => {
    const img = renderImage(<ContentImage image={image('/content-assets/logo.svg')} width={200} />);
    expect(img).toHaveAttribute('src', '/content-assets/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('loads lazily by default; the priority (LCP) image loads eagerly and at high priority', () => {
    const lazy = renderImage(<ContentImage image={image('/content-assets/a.jpg')} width={400} />);
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).not.toHaveAttribute('fetchpriority');

    const hero = renderImage(
      <ContentImage
        image={image('/content-assets/hero.jpg')}
        width={1920}
        sizes="100vw"
        priority
      />,
    );
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    // Its preload link comes from React's HTML renderer; e2e/budgets.spec.ts checks the page's <head>.
  });

  it("uses an alt override ('' marks the image decorative) and renders nothing without an asset", () => {
    const decorative = renderImage(
      <ContentImage image={image('/content-assets/a.jpg')} width={400} alt="" />,
    );
    expect(decorative).toHaveAttribute('alt', '');
    expect(
      renderImage(<ContentImage image={{ ...image(''), url: null }} width={400} />),
    ).toBeNull();
    expect(renderImage(<ContentImage image={null} width={400} />)).toBeNull();
  });
});

describe('Logo', () => {
  const logo = (url: string) => ({ url, alt: 'Matfestivalen Oslo, logo', width: 800, height: 200 });

  it('asks for a file the size it is drawn at, not the upload’s, in both schemes', () => {
    const { container } = render(
      <Logo
        light={logo('/content-assets/logo-black.png')}
        dark={logo('/content-assets/logo-white.png')}
        maxHeightPx={96}
      />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('data-logo'))).toEqual(['light', 'dark']);
    for (const img of images) {
      // 96 px tall at 4:1 is 384 px wide.
      expect(img).toHaveAttribute('sizes', '384px');
      expect(img.getAttribute('srcset')).toMatch(/ 384w/);
      expect(img).toHaveAttribute('alt', 'Matfestivalen Oslo, logo');
    }
  });
});
