import { expect, test } from './support/fixtures';
import { SITE_DEFAULTS } from '../lib/defaults/site-settings';
import {
  pageUrl,
  publishedPages,
  readDataset,
  renderablePages,
  required,
  type DatasetPage,
} from './support/dataset';
import { PREVIEW_SECRET } from './support/publishing';

/** A page that exists only as a version in a release (e2e/fixtures/extra.ndjson has one). */
function releaseVersionPage(): DatasetPage & { slug: { current: string } } {
  const version = readDataset().find(
    (document): document is DatasetPage =>
      document._id.startsWith('versions.') && document._type === 'page',
  );
  const slug = required(version?.slug?.current, 'a release version of a page, with a slug');
  return { ...version!, slug: { current: slug } };
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test('the sitemap lists the pages visitors can read, not redirect pages or release versions', async ({
  request,
}) => {
  const documents = readDataset();
  const redirecting = publishedPages(documents).filter((page) =>
    (page.pageBuilder ?? []).some((block) => block._type === 'redirect'),
  );
  required(redirecting.length > 0, 'a published page with a redirect block');
  const version = releaseVersionPage();

  const paths = locs(await (await request.get('/sitemap.xml')).text());
  for (const page of renderablePages()) expect(paths).toContain(encodeURI(pageUrl(page)));
  for (const page of redirecting) expect(paths).not.toContain(encodeURI(pageUrl(page)));
  expect(paths).not.toContain(`/${version.slug.current}`);
});

test('a release version is hidden from visitors and from the draft preview', async ({
  playwright,
  baseURL,
}) => {
  const version = releaseVersionPage();
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(`/${version.slug.current}`)).status()).toBe(404);
  const editor = await playwright.request.newContext({ baseURL });
  const enabled = await editor.get(
    `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=/${version.slug.current}`,
    { maxRedirects: 0 },
  );
  expect(enabled.status()).toBe(307);
  expect((await editor.get(`/${version.slug.current}`)).status()).toBe(404);
  await Promise.all([visitor.dispose(), editor.dispose()]);
});

test('a page without its own description has the site’s description as meta description', async ({
  request,
}) => {
  const documents = readDataset();
  const settings = documents.find((document) => document._id === 'siteSettings') as
    { description?: string } | undefined;
  const siteDescription = settings?.description?.trim() || SITE_DEFAULTS.description;
  const without = required(
    renderablePages().find((page) => !(page as { description?: string }).description?.trim()),
    'a renderable page without a description',
  );
  const html = await (await request.get(pageUrl(without))).text();
  const meta = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
  expect(meta?.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')).toBe(
    siteDescription,
  );
});
