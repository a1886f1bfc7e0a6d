/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { HooplaSalesPageBlock } from '@/components/blocks/hoopla-sales-page/hoopla-sales-page-block';
import { VideoBlock } from '@/components/blocks/video/video-block';
import type { VideoBlock as VideoBlockData } from '@/lib/sanity/types';
import { imageData } from '@/__tests__/fixtures/image-data';

// next build swaps in images.loaderFile for next/image's default loader; next/jest does not.
jest.mock('next/dist/shared/lib/image-loader', () =>
  jest.requireActual('@/lib/sanity/image-loader'),
);
// The islands are code-split with next/dynamic in the app; here they render straight away.
jest.mock('@/components/blocks/video/lazy-island', () => ({
  VideoFacade: jest.requireActual('@/components/blocks/video/video-facade').VideoFacade,
}));

function video(
  url: string | null,
  videoLabel: string | null = 'Festivalfilmen',
  poster: VideoBlockData['poster'] = null,
) {
  return { _type: 'video' as const, _key: 'v', anchorId: null, videoLabel, url, poster };
}

describe('VideoBlock', () => {
  it('shows a Norwegian play button and no frame until the click; then the player autoplays', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoBlock block={video('https://youtu.be/M7lc1UVf-VE')} />);
    const play = await screen.findByRole('button', { name: 'Spill av video: Festivalfilmen' });
    expect(play).toHaveTextContent(/^Spill av$/);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(play);
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    expect(iframe).toHaveAttribute('title', 'Festivalfilmen');
    expect(iframe).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("names the button 'Video' without a label, and loads Vimeo without tracking", async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoBlock block={video('https://vimeo.com/76979871', null)} />);
    await user.click(await screen.findByRole('button', { name: 'Spill av video: Video' }));
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Video');
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it('shows the poster from content behind the button, and a plain surface without one', async () => {
    const poster = {
      ...imageData('/content-assets/plakat.jpg', { width: 1200, height: 800 }),
      alt: null,
    };
    const { container, unmount } = render(
      <VideoBlock block={video('https://youtu.be/M7lc1UVf-VE', 'Med plakat', poster)} />,
    );
    const withPoster = await screen.findByRole('button', { name: 'Spill av video: Med plakat' });
    expect(withPoster.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('plakat.jpg');
    unmount();
    render(<VideoBlock block={video('https://youtu.be/M7lc1UVf-VE', 'Uten plakat')} />);
    const plain = await screen.findByRole('button', { name: 'Spill av video: Uten plakat' });
    expect(plain.querySelector('img')).toBeNull();
  });

  it('plays a video file natively, loading nothing before play', () => {
    const poster = {
      ...imageData('/content-assets/plakat.jpg', { width: 1200, height: 800 }),
      alt: null,
    };
    const { container } = render(
      <VideoBlock block={video('/content-assets/film.mp4', 'Film', poster)} />,
    );
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('src', '/content-assets/film.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('poster', '/content-assets/plakat.jpg');
  });

  it('speaks English in the English edition: the play button and the fallback link', async () => {
    render(<VideoBlock language="en" block={video('https://youtu.be/M7lc1UVf-VE', null)} />);
    const play = await screen.findByRole('button', { name: 'Play video: Video' });
    // The visible word is English too, and the start of the accessible name (WCAG 2.5.3).
    expect(play).toHaveTextContent(/^Play$/);
    render(<VideoBlock language="en" block={video('https://www.facebook.com/watch/?v=1')} />);
    expect(screen.getByText(/The video cannot be played here\./)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Watch the video on facebook.com' }),
    ).toBeInTheDocument();
  });

  it('links to a web address it cannot embed, and renders nothing for garbage', () => {
    render(<VideoBlock block={video('https://www.facebook.com/watch/?v=1')} />);
    expect(screen.getByRole('link', { name: 'Se videoen på facebook.com' })).toBeInTheDocument();

    for (const url of ['not a url', 'javascript:alert(1)', null]) {
      const { container } = render(<VideoBlock block={video(url)} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});

describe('HooplaSalesPageBlock', () => {
  const base = { _type: 'hooplaSalesPage' as const, _key: 'h', anchorId: null, title: 'Billetter' };

  it('always offers a plain ticket link next to the embed container', () => {
    const { container } = render(
      <HooplaSalesPageBlock block={{ ...base, organizationId: 'matfestivalen-oslo' }} />,
    );
    expect(screen.getByRole('link', { name: 'Kjøp billetter' })).toHaveAttribute(
      'href',
      'https://matfestivalen-oslo.hoopla.no/',
    );
    const embed = container.querySelector('[data-hoopla-embed]');
    expect(embed).toHaveAttribute('data-src', 'https://matfestivalen-oslo.hoopla.no/');
    expect(embed).toHaveAttribute('data-title', 'Billettsalg: Billetter');
    // The frame's space is reserved from the start and holds the notice until it has loaded.
    const placeholder = embed?.querySelector('[data-hoopla-placeholder]');
    expect(placeholder).toHaveStyle({ minHeight: '720px' });
    expect(
      screen.getByRole('link', { name: 'Åpne billettsalget på matfestivalen-oslo.hoopla.no' }),
    ).toHaveAttribute('href', 'https://matfestivalen-oslo.hoopla.no/');
  });

  it('says where the sales page comes from and loads it only on a button, in Norwegian', () => {
    const { container } = render(
      <HooplaSalesPageBlock block={{ ...base, organizationId: 'matfestivalen-oslo' }} />,
    );
    const placeholder = container.querySelector('[data-hoopla-placeholder]') as HTMLElement;
    const show = within(placeholder).getByRole('button', { name: 'Vis billettsalget her' });
    expect(show).toHaveAttribute('type', 'button');
    expect(show).toHaveAttribute('data-hoopla-show');
    expect(show).toHaveAccessibleDescription(
      'Billettsalget kommer fra billettleverandøren vår, Hoopla (matfestivalen-oslo.hoopla.no). Det lastes først når du ber om det.',
    );
    expect(
      within(placeholder).getByRole('link', {
        name: 'Åpne billettsalget på matfestivalen-oslo.hoopla.no',
      }),
    ).toBeInTheDocument();
    // Empty until the script has something to say (offline), but there from the start.
    expect(within(placeholder).getByRole('status')).toBeEmptyDOMElement();
    expect(placeholder).not.toHaveTextContent('lastes inn her');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('sends no frame in the server HTML: the script makes it on the click', () => {
    const html = renderToStaticMarkup(
      <HooplaSalesPageBlock block={{ ...base, organizationId: 'matfestivalen-oslo' }} />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-hoopla-embed');
    expect(html).toContain('Vis billettsalget her');
    expect(html).toContain('[@media(scripting:none)]:hidden');
  });

  it('shows the title and a notice without an organisation id', () => {
    const { container } = render(
      <HooplaSalesPageBlock block={{ ...base, organizationId: null }} />,
    );
    expect(screen.getByRole('heading', { name: 'Billetter' })).toBeInTheDocument();
    expect(screen.getByText(/Billettsalget er ikke åpnet ennå/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('[data-hoopla-embed]')).toBeNull();
  });
});
