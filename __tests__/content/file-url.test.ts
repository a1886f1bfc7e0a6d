import { readContentEnv } from '@/lib/env/content';
import { parseFileName, sameOriginFileUrl, sanityFileCdnUrl } from '@/lib/sanity/file-url';

const HASH = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';
const sanity = readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' });
const cdn = (path: string) => `https://cdn.sanity.io/files/${path}`;

describe('sameOriginFileUrl: the one mapping from a Sanity file URL to the site', () => {
  it('links a file of the configured project and dataset through /filer', () => {
    expect(sameOriginFileUrl(cdn(`abc123/staging/${HASH}.pdf`), sanity)).toBe(
      `/filer/${HASH}.pdf`,
    );
    expect(sameOriginFileUrl(cdn(`abc123/staging/${HASH}.docx`), sanity)).toBe(
      `/filer/${HASH}.docx`,
    );
  });

  it('recognises the stand-in CDN named by SANITY_CDN_HOST too', () => {
    const env = readContentEnv({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'staging',
      SANITY_CDN_HOST: 'http://127.0.0.1:4567',
    });
    expect(sameOriginFileUrl(`http://127.0.0.1:4567/files/abc123/staging/${HASH}.pdf`, env)).toBe(
      `/filer/${HASH}.pdf`,
    );
    expect(sameOriginFileUrl(cdn(`abc123/staging/${HASH}.pdf`), env)).toBe(`/filer/${HASH}.pdf`);
  });

  it.each([
    ['another project', cdn(`other/staging/${HASH}.pdf`)],
    ['another dataset', cdn(`abc123/production/${HASH}.pdf`)],
    ['an image, not a file', `https://cdn.sanity.io/images/abc123/staging/${HASH}-10x10.png`],
    ['a type the route does not serve', cdn(`abc123/staging/${HASH}.html`)],
    ['a video (played from the CDN, which answers range requests)', cdn(`abc123/staging/${HASH}.mp4`)],
    ['a name that is not a content hash', cdn('abc123/staging/risiko.pdf')],
    ['a query (?dl= and the like)', cdn(`abc123/staging/${HASH}.pdf?dl=ROS.pdf`)],
    ['a vanity file name after the hash', cdn(`abc123/staging/${HASH}.pdf/ROS.pdf`)],
    ['another host', `https://evil.example/files/abc123/staging/${HASH}.pdf`],
    ['a file of this site', '/ROS.pdf'],
    ['not a URL', 'ikke en lenke'],
  ])('leaves %s unchanged', (_what, url) => {
    expect(sameOriginFileUrl(url, sanity)).toBe(url);
  });

  it('keeps null, and changes nothing with the embedded dataset', () => {
    expect(sameOriginFileUrl(null, sanity)).toBeNull();
    const local = readContentEnv({ SANITY_PROJECT_ID: '' });
    const url = cdn(`abc123/staging/${HASH}.pdf`);
    expect(sameOriginFileUrl(url, local)).toBe(url);
  });
});

describe('parseFileName and the CDN URL the route asks for', () => {
  it('accepts only 40 lower-case hex digits and a known extension', () => {
    expect(parseFileName(`${HASH}.pdf`)).toEqual({ name: `${HASH}.pdf`, hash: HASH, extension: 'pdf' });
    for (const name of [
      `${HASH.toUpperCase()}.pdf`,
      `${HASH}.PDF`,
      `${HASH}.svg`,
      `${HASH}.toString`,
      `${HASH}.constructor`,
      `${HASH.slice(1)}.pdf`,
      `${HASH}.pdf/../x`,
      `../${HASH}.pdf`,
      `${HASH}.pdf%00`,
      '',
    ]) {
      expect(parseFileName(name)).toBeNull();
    }
  });

  it('builds the URL from the configured project, dataset and CDN only', () => {
    const file = parseFileName(`${HASH}.pdf`)!;
    if (sanity.source !== 'sanity') throw new Error('expected the Sanity source');
    expect(sanityFileCdnUrl(sanity, file)).toBe(cdn(`abc123/staging/${HASH}.pdf`));
    expect(
      sanityFileCdnUrl({ ...sanity, cdnHost: 'http://127.0.0.1:4567/ignored/path' }, file),
    ).toBe(`http://127.0.0.1:4567/files/abc123/staging/${HASH}.pdf`);
  });

  it('refuses a SANITY_CDN_HOST that is not a URL, naming it', () => {
    expect(() => readContentEnv({ SANITY_PROJECT_ID: 'abc', SANITY_CDN_HOST: 'nope' })).toThrow(
      /SANITY_CDN_HOST/,
    );
  });
});
