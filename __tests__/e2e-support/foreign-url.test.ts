import { FOREIGN_URL, THIRD_PARTY_EMBED } from '../../e2e/support/fixtures';

describe('e2e: which requests the browser hands to the third-party stand-in', () => {
  it.each([
    'https://www.youtube-nocookie.com/embed/abc',
    'https://player.vimeo.com/video/1',
    'https://billetter.hoopla.no/arrangement/1',
    'https://cdn.sanity.io/images/p/d/a.jpg',
    'http://127.0.0.1.example.com/',
    'wss://example.com/socket',
  ])('%s is foreign', (url) => {
    expect(FOREIGN_URL.test(url)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:3100/',
    'http://127.0.0.1/_next/static/chunks/a.js',
    'http://localhost:3000/om-oss',
    'http://0.0.0.0:3000/',
    'http://[::1]:3000/',
    'ws://127.0.0.1:3000/_next/webpack-hmr',
    'data:text/plain,hei',
    'blob:http://127.0.0.1:3100/1234',
  ])('%s is this machine’s (or no request at all)', (url) => {
    expect(FOREIGN_URL.test(url)).toBe(false);
  });

  it('covers every embed host the stand-in answers', () => {
    for (const url of ['https://www.youtube-nocookie.com/', 'https://a.hoopla.no/'])
      expect(THIRD_PARTY_EMBED.test(url) && FOREIGN_URL.test(url)).toBe(true);
  });
});
