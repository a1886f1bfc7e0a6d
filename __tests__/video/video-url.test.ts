import { parseVideoUrl, videoEmbedUrl } from '@/lib/video/video-url';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtube.com/watch?feature=share&v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://m.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?si=tracking', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['  https://www.youtube.com/live/M7lc1UVf-VE  ', 'M7lc1UVf-VE'],
  ])('recognises the YouTube URL %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'youtube', id });
  });

  it('keeps a YouTube start time in seconds', () => {
    expect(parseVideoUrl('https://youtu.be/M7lc1UVf-VE?t=90')).toEqual({
      kind: 'youtube',
      id: 'M7lc1UVf-VE',
      start: 90,
    });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m5s')).toEqual({
      kind: 'youtube',
      id: 'M7lc1UVf-VE',
      start: 65,
    });
  });

  it.each([
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871?share=copy', { kind: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { kind: 'vimeo', id: '76979871' }],
    [
      'https://vimeo.com/76979871/a1b2c3d4e5',
      { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
    ],
    [
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
      { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
    ],
  ])('recognises the Vimeo URL %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it.each([
    [
      'https://cdn.sanity.io/files/p/production/abc.mp4',
      'https://cdn.sanity.io/files/p/production/abc.mp4',
    ],
    ['https://example.org/film.WEBM?download=1', 'https://example.org/film.WEBM?download=1'],
    ['https://example.org/a/b.ogg', 'https://example.org/a/b.ogg'],
    ['https://example.org/clip.mov', 'https://example.org/clip.mov'],
    ['/content-assets/festival.mp4', '/content-assets/festival.mp4'],
    ['//cdn.example.org/film.mp4', 'https://cdn.example.org/film.mp4'],
  ])('recognises the video file %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'file', url: expected });
  });

  it.each([
    null,
    undefined,
    '',
    'not a url',
    'javascript:alert(1)//.mp4',
    'ftp://example.org/film.mp4',
    'https://www.youtube.com/watch?v=too-short',
    'https://www.youtube.com/channel/UC1234567890',
    'https://vimeo.com/about',
    'https://www.facebook.com/watch/?v=123',
    'https://example.org/picture.jpg',
  ])('returns null for %p', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('plays YouTube from the privacy-enhanced domain', () => {
    expect(videoEmbedUrl({ kind: 'youtube', id: 'M7lc1UVf-VE' })).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    );
    expect(videoEmbedUrl({ kind: 'youtube', id: 'M7lc1UVf-VE', start: 65 })).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=65',
    );
  });

  it('plays Vimeo with do-not-track, keeping an unlisted hash', () => {
    expect(videoEmbedUrl({ kind: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(videoEmbedUrl({ kind: 'vimeo', id: '76979871', hash: 'a1b2' })).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2&dnt=1',
    );
  });

  it('has no iframe URL for a file', () => {
    expect(videoEmbedUrl({ kind: 'file', url: '/a.mp4' })).toBeNull();
  });
});
