/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { dictionary } from '@/lib/i18n/dictionary';
import { HeroVideo } from './hero-video';

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: () => ({
      matches: true, // prefers reduced motion: the video waits for the visitor
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
});

describe('HeroVideo', () => {
  it.each(['nb', 'en'] as const)(
    "names its play/pause button in the page's language (%s)",
    (language) => {
      const labels = dictionary(language).blocks.hero;
      const { container } = render(
        <HeroVideo src="/content-assets/film.mp4" poster={undefined} labels={labels} />,
      );
      const button = screen.getByRole('button', { name: labels.playVideo });
      const video = container.querySelector('video')!;
      fireEvent.play(video);
      expect(button).toHaveTextContent(labels.pauseVideo);
      fireEvent.pause(video);
      expect(button).toHaveTextContent(labels.playVideo);
    },
  );

  it('differs between the editions', () => {
    expect(dictionary('en').blocks.hero.playVideo).not.toBe(dictionary('nb').blocks.hero.playVideo);
  });
});
