/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Logo } from '@/components/layout/logo';
import { ContentImage } from '@/components/ui/content-image';
import type { ImageData } from '@/lib/sanity/types';
import { lqipOf, lqipRule } from '@/lib/ui/lqip-store';
import { imageData } from '../fixtures/image-data';
import { FRAMED_CDN_URL, FRAMED_CROP, FRAMED_HOTSPOT } from '../fixtures/framed-image';

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

  it('lists no file wider than the source can fill: candidates stop at the first one as wide as the upload (after its crop)', () => {
    const widths = (img: Element | null) =>
      (img?.getAttribute('srcset') ?? '')
        .split(', ')
        .map((c) => Number(c.split(' ')[1].slice(0, -1)));
    for (const [url, overrides, sourceWidth] of [
      ['/content-assets/bod.jpg', { width: 1200, height: 800 }, 1200],
      ['/content-assets/portrett.jpg', { width: 600, height: 600 }, 600],
      // Sanity's CDN serves the crop: 80 % of 1600 px.
      [
        'https://cdn.sanity.io/images/abc/production/bod-1600x900.jpg',
        { crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.1, right: 0.1 } },
        1280,
      ],
    ] as const) {
      const img = renderImage(
        <ContentImage
          image={image(url, overrides as Partial<ImageData>)}
          width={1200}
          sizes="100vw"
        />,
      );
      const listed = widths(img);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.filter((width) => width >= sourceWidth)).toHaveLength(1);
      expect(listed[listed.length - 1]).toBeGreaterThanOrEqual(sourceWidth);
      expect(listed.slice(0, -1).every((width) => width < sourceWidth)).toBe(true);
      // The fallback src is the widest candidate kept.
      const last = (img?.getAttribute('srcset') ?? '').split(', ').at(-1)?.split(' ')[0];
      expect(img?.getAttribute('src')).toBe(last);
    }
    // Without the upload's size every configured width stays.
    const unknown = renderImage(
      <ContentImage
        image={image('/content-assets/bod.jpg', { width: null, height: null })}
        width={1200}
        sizes="100vw"
      />,
    );
    expect(Math.max(...widths(unknown))).toBe(3840);
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

describe('ContentImage framing and placeholder', () => {
  const framing = { crop: FRAMED_CROP, hotspot: FRAMED_HOTSPOT, width: 1200, height: 800 };
  const LQIP =
    'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODw==';

  it('asks Sanity’s CDN for the window of the block’s box framed on the hotspot, at every width', () => {
    const img = renderImage(
      <ContentImage
        image={image(FRAMED_CDN_URL, framing)}
        width={896}
        height={504}
        sizes="100vw"
      />,
    );
    expect(img).toHaveAttribute('width', '896');
    expect(img).toHaveAttribute('height', '504');
    const candidates = (img?.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) {
      const [url, descriptor] = candidate.split(' ');
      const params = new URL(url).searchParams;
      expect(params.get('rect')).toBe('60,220,960,540');
      expect(params.get('fit')).toBe('crop');
      // The box's 16:9 at every width next/image asks for.
      expect(Number(params.get('w')) / Number(params.get('h'))).toBeCloseTo(896 / 504, 1);
      expect(descriptor).toBe(`${params.get('w')}w`);
    }
    expect(img).not.toHaveClass('framed');
  });

  it('frames a local image with CSS on the same point, its box in the crop’s shape', () => {
    const img = renderImage(
      <ContentImage image={image('/content-assets/bod.jpg', framing)} width={960} />,
    );
    // Only a width: the height follows the 960x680 crop, not the 1200x800 file.
    expect(img).toHaveAttribute('height', '680');
    expect(img).toHaveClass('framed');
    expect(img?.style.getPropertyValue('--frame-view-box')).toBe('inset(10% 15% 5% 5%)');
    expect(img?.style.getPropertyValue('--frame-position')).toBe('18.75% 82.35%');
    expect(img?.style.getPropertyValue('--frame-position-uncropped')).toBe('20% 80%');
  });

  it('leaves an image the editor did not frame as it was', () => {
    const img = renderImage(<ContentImage image={image('/content-assets/a.jpg')} width={400} />);
    expect(img).not.toHaveClass('framed');
    expect(img?.style.getPropertyValue('--frame-position')).toBe('');
  });

  /**
   * The <img>'s style attribute exactly as the server writes it, entities and all (jsdom's CSS
   * parser drops data-URL backgrounds, and a DOM would decode the entities).
   */
  function serverStyle(element: React.ReactElement): string {
    return /<img[^>]*\sstyle="([^"]*)"/.exec(renderToStaticMarkup(element))?.[1] ?? '';
  }

  /** The server-sent style of a 400 px wide content image with the given asset metadata. */
  const styleOf = (url: string, metadata?: Parameters<typeof image>[1]) =>
    serverStyle(<ContentImage image={image(url, metadata)} width={400} />);

  /** The `data-lqip` id the server writes on a content image's <img>, if any. */
  const lqipIdOf = (url: string, metadata?: Parameters<typeof image>[1], priority = false) =>
    /<img[^>]*\sdata-lqip="([^"]*)"/.exec(
      renderToStaticMarkup(
        <ContentImage image={image(url, metadata)} width={400} priority={priority} />,
      ),
    )?.[1];

  /** The style of an opaque image with an LQIP and a dominant colour, and the LQIP its id names. */
  function withPlaceholder() {
    const metadata = { lqip: LQIP, dominantColor: '#AA3311', opaque: true };
    const style = styleOf('/content-assets/a.jpg', metadata);
    const id = lqipIdOf('/content-assets/a.jpg', metadata) ?? '';
    return { style, id, url: lqipOf(id) };
  }

  it('shows the LQIP over the dominant colour until the image paints over it', () => {
    const { style, id, url } = withPlaceholder();
    expect(style).toContain('background-color:#aa3311');
    expect(id).toMatch(/^[0-9a-z]{14}$/);
    expect(url).toBe(LQIP);
    expect(style).toContain('background-size:cover');
  });

  it('builds no SVG for a placeholder: Chromium would make each one a document before the first paint', () => {
    const { style, id } = withPlaceholder();
    expect(style).not.toContain('svg');
    expect(lqipRule(id, LQIP)).not.toContain('svg');
  });

  it('gives the LCP image its dominant colour alone: its photo is already on its way', () => {
    const metadata = { lqip: LQIP, dominantColor: '#AA3311', opaque: true };
    const lcp = serverStyle(
      <ContentImage image={image('/content-assets/a.jpg', metadata)} width={400} priority />,
    );
    expect(lcp).toContain('background-color:#aa3311');
    expect(lcp).not.toContain('background-image');
    expect(lqipIdOf('/content-assets/a.jpg', metadata, true)).toBeUndefined();
    expect(lqipIdOf('/content-assets/a.jpg', metadata)).toBeDefined();
  });

  it('sends the LQIP once: not in the inline style (the RSC payload repeats it), in one CSS rule by its id', () => {
    const { style, id } = withPlaceholder();
    expect(style).not.toContain('background-image');
    expect(style).not.toContain(LQIP);
    expect(lqipRule(id, LQIP)).toBe(`img[data-lqip="${id}"]{background-image:url(${LQIP})}`);
    // Nothing React or the HTML would escape: the rule goes into a <style> as it is.
    expect(lqipRule(id, LQIP)).not.toMatch(/[&<>]/);
  });

  it('falls back to the dominant colour alone, and has nothing to show without metadata', () => {
    const colour = styleOf('/content-assets/a.jpg', { dominantColor: '#123456' });
    expect(colour).toContain('background-color:#123456');
    expect(colour).not.toContain('background-image');
    expect(lqipIdOf('/content-assets/a.jpg', { dominantColor: '#123456' })).toBeUndefined();
    expect(styleOf('/content-assets/a.jpg')).not.toContain('background');
  });

  it('has no placeholder for a transparent image, and takes no LQIP that is not a data URL', () => {
    const transparent = styleOf('/content-assets/a.png', {
      lqip: LQIP,
      dominantColor: '#123456',
      opaque: false,
    });
    expect(transparent).not.toContain('background');
    const hostile = styleOf('/content-assets/a.jpg', {
      lqip: 'data:image/jpeg;base64,x");background:url("https://evil.example/x',
    });
    expect(hostile).not.toContain('evil.example');
    expect(hostile).not.toContain('background');
    expect(
      lqipIdOf('/content-assets/a.jpg', {
        lqip: 'data:image/jpeg;base64,x");background:url("https://evil.example/x',
      }),
    ).toBeUndefined();
    expect(
      lqipIdOf('/content-assets/a.png', { lqip: LQIP, dominantColor: '#123456', opaque: false }),
    ).toBeUndefined();
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
      // 96 px tall at 4:1 is 384 px wide: one file that size, one for 2x screens, no more.
      expect(img).toHaveAttribute('width', '384');
      expect(img).toHaveAttribute('height', '96');
      const candidates = (img.getAttribute('srcset') ?? '').split(', ');
      expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['1x', '2x']);
      expect(candidates[0]).toMatch(/[?&]w=384&/);
      expect(img).not.toHaveAttribute('sizes');
      expect(img).toHaveAttribute('alt', 'Matfestivalen Oslo, logo');
    }
  });
});
