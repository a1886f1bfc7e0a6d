import { decodeRouteParam } from './route-param';

/**
 * The late routes' gate (app/(nb)/sider/[slug], app/(nb)/sider/arrangement/[slug]): the route's
 * slug, decoded, if the index lists it (in draft mode: drafts included); otherwise null, so an
 * unlisted slug is not found before any per-slug content query.
 */
export async function listedSlug(
  params: Promise<{ slug: string }>,
  readIndex: () => Promise<readonly { slug: string }[]>,
): Promise<string | null> {
  const slug = decodeRouteParam((await params).slug);
  if (slug === null) return null;
  const index = await readIndex();
  return index.some((entry) => entry.slug === slug) ? slug : null;
}
