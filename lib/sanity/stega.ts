import { stegaClean, type StegaCleaned, type StegaConfig } from '@sanity/client/stega';

/** Where the embedded studio lives (sanity/studio-config.ts mounts it there). */
const STUDIO_PATH = '/studio';

/**
 * The only fields whose strings carry stega (invisible source maps) in draft mode: text editors
 * see and may click to edit. Everything that becomes a URL, an id, a colour, an option value
 * or alt text (slugs, links, anchors, colours, overlay, imageSide, phone, email…) stays clean,
 * so comparisons, hrefs and attributes work in the preview exactly as on the published page.
 */
const VISIBLE_TEXT_FIELDS = new Set([
  'title',
  'heading',
  'tagline',
  'description',
  'text',
  'name',
  'buttonTitle',
  'videoLabel',
  'intro',
  'role',
  'contactName',
  'brandTitle',
  'companyName',
]);

type Filter = NonNullable<StegaConfig['filter']>;

const visibleTextOnly: Filter = (props) => {
  const field = props.sourcePath.at(-1);
  return typeof field === 'string' && VISIBLE_TEXT_FIELDS.has(field) && props.filterDefault(props);
};

/** Stega for draft-mode reads from Sanity: Visual Editing's overlays find their fields by it. */
export const draftStega: StegaConfig = {
  enabled: true,
  studioUrl: STUDIO_PATH,
  filter: visibleTextOnly,
};

/**
 * Content without stega: for what must never carry it even in draft mode (meta tags, JSON-LD)
 * and for comparing or building URLs from content strings. Published reads never have any.
 */
export function cleanStega<T>(value: T): StegaCleaned<T> {
  return stegaClean(value);
}
