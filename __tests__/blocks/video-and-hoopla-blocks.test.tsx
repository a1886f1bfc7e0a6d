/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { HooplaSalesPageBlock } from '@/components/blocks/hoopla-sales-page-block';
import { VideoBlock } from '@/components/blocks/video-block';

function video(url: string | null, videoLabel: string | null = 'Festivalfilmen') {
  return { _type: 'video' as const, _key: 'v', anchorId: null, videoLabel, url };
}

describe('VideoBlock', () => {
  it('embeds YouTube lazily from the privacy-enhanced domain, titled by the label', () => {
    const { container } = render(<VideoBlock block={video('https://youtu.be/M7lc1UVf-VE')} />);
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(iframe).toHaveAttribute('title', 'Festivalfilmen');
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe).toHaveAttribute('allowfullscreen');
  });

  it("titles the player 'Video' without a label", () => {
    const { container } = render(<VideoBlock block={video('https://vimeo.com/76979871', null)} />);
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Video');
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('plays a video file natively', () => {
    const { container } = render(<VideoBlock block={video('/content-assets/film.mp4')} />);
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('src', '/content-assets/film.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
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
