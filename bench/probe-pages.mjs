// Which pages the LCP probe loads: one page per page type, found in the dataset by what the page
// is made of (never by slug). A type that matches no page in the dataset is left out of the run
// and named in the log. A new page type is one line in PAGE_TYPES.
import { renderableRoutes, SAFETY_ROUTE } from './pages.mjs';

/** @typedef {{ _id: string, _type: string, [field: string]: unknown }} Document */

/**
 * An event page's path: eventPath() of lib/routing/event-path.ts, which plain Node cannot import
 * without a warning (a test keeps the two equal).
 */
export const eventPagePath = (/** @type {string} */ slug) =>
  `/arrangement/${encodeURIComponent(slug)}`;

/** Blocks that show a content photo or illustration. */
const IMAGE_BLOCKS = new Set([
  'textWithIllustration',
  'carousel',
  'gallery',
  'cardSection',
  'video',
]);

const blocks = (page) => page.pageBuilder ?? [];
const firstBlock = (page) => blocks(page)[0];
const heroWithImage = (block) => block?._type === 'hero' && Boolean(block.backgroundImage);
const imageBlockCount = (page) =>
  blocks(page).filter((block) => IMAGE_BLOCKS.has(block._type)).length;

/**
 * type: the name printed in the table. pick(pages): the page to load among the dataset's
 * published, renderable pages (sorted by route, the home page first), or undefined.
 * @type {{ type: string }[]}
 */
export const PAGE_TYPES = [
  // A full-screen hero with a photo, opening the page.
  {
    type: 'hero page',
    pick: (pages) => pages.find((p) => heroWithImage(firstBlock(p)) && !firstBlock(p).compact),
  },
  // Mostly text: no photo or illustration below the opening block.
  {
    type: 'text page',
    pick: (pages) => pages.find((p) => blocks(p).length > 0 && imageBlockCount(p) === 0),
  },
  // A compact hero with a photo, then the most image blocks of any such page.
  {
    type: 'image page',
    pick: (pages) =>
      pages
        .filter(
          (p) => heroWithImage(firstBlock(p)) && firstBlock(p).compact && imageBlockCount(p) > 0,
        )
        .sort((a, b) => imageBlockCount(b) - imageBlockCount(a))[0],
  },
  // The festival programme: a page with a programme block (any block type naming "program").
  {
    type: 'programme page',
    pick: (pages) => pages.find((p) => blocks(p).some((b) => /program/i.test(b._type))),
  },
  // A programme event's own page: the published event with the longest description (its photo,
  // when it has one, is the page's LCP candidate), the first by slug among equals.
  {
    type: 'event page',
    route: (documents) => {
      const events = documents
        .filter((d) => d._type === 'programmeEvent' && !d._id.startsWith('drafts.'))
        .filter((d) => typeof d.slug?.current === 'string' && d.start && d.end)
        .sort(
          (a, b) =>
            JSON.stringify(b.description ?? '').length -
              JSON.stringify(a.description ?? '').length ||
            a.slug.current.localeCompare(b.slug.current),
        );
      return events[0] ? eventPagePath(events[0].slug.current) : undefined;
    },
  },
  // The safety page has a route of its own and one document.
  {
    type: 'safety page',
    route: (documents) =>
      renderableRoutes(documents).includes(SAFETY_ROUTE) ? SAFETY_ROUTE : undefined,
  },
];

const routeOf = (page) => (page.slug.current === '/' ? '/' : `/${page.slug.current}`);

/**
 * [{ type, route }] for every page type the dataset has, in PAGE_TYPES' order; `missing` names
 * the types it has no page for.
 * @param {Document[]} documents
 * @returns {{ pages: { type: string, route: string }[], missing: string[] }}
 */
export function probePages(documents) {
  const routes = new Set(renderableRoutes(documents));
  const pages = documents
    .filter((document) => document._type === 'page' && !document._id.startsWith('drafts.'))
    .filter((page) => typeof page.slug?.current === 'string' && routes.has(routeOf(page)))
    .sort((a, b) => [...routes].indexOf(routeOf(a)) - [...routes].indexOf(routeOf(b)));
  const found = [];
  const missing = [];
  for (const pageType of PAGE_TYPES) {
    const route = pageType.route
      ? pageType.route(documents)
      : pageType.pick(pages) && routeOf(pageType.pick(pages));
    if (route) found.push({ type: pageType.type, route });
    else missing.push(pageType.type);
  }
  return { pages: found, missing };
}
