/**
 * The shapes the queries in ./queries.ts return, derived from the types `sanity typegen`
 * generates from the studio schema (./sanity.types.ts, `npm run sanity:typegen`). Every field
 * may be null in real content: components degrade the one field or block, never the page.
 * Hand-written here only what the schema cannot say.
 */
import type {
  MenuBySlugQueryResult,
  OfflinePagesQueryResult,
  PageBySlugQueryResult,
  PageIndexQueryResult,
  ProgrammeEventsQueryResult,
  ProgrammeEventSlugsQueryResult,
  SafetyPageQueryResult,
  PrivacyPageQueryResult,
  AccessibilityStatementQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';

export type Perspective = 'published' | 'drafts';

type Item<T> = NonNullable<T> extends ReadonlyArray<infer U> ? U : never;

type GeneratedPage = NonNullable<PageBySlugQueryResult>;
type GeneratedBlock = Item<GeneratedPage['pageBuilder']>;
type Generated<T extends GeneratedBlock['_type']> = Extract<GeneratedBlock, { _type: T }>;

export type HeroBlock = Generated<'hero'>;
export type GalleryBlock = Generated<'gallery'>;
export type CarouselBlock = Generated<'carousel'>;
export type TextWithIllustrationBlock = Generated<'textWithIllustration'>;
export type CardSectionBlock = Generated<'cardSection'>;
export type HooplaSalesPageBlock = Generated<'hooplaSalesPage'>;
export type FormBlock = Generated<'form'>;
export type VideoBlock = Generated<'video'>;
export type RedirectBlock = Generated<'redirect'>;
export type LinkTreeBlock = Generated<'linkTree'>;
export type ProgrammeBlock = Generated<'programme'>;

// Typegen assumes a dereference always finds its document; a deleted or unpublished link
// target gives null.
export type ReferenceBlock = Omit<Generated<'reference'>, 'target'> & {
  target: Generated<'reference'>['target'] | null;
};

export type KnownBlock = Exclude<GeneratedBlock, { _type: 'reference' }> | ReferenceBlock;
export type BlockType = KnownBlock['_type'];

/** A block whose `_type` the schema does not know: the query projects only its identity. */
export type UnknownBlock = { _type: string; _key: string; anchorId: string | null };

export type PageBlock = KnownBlock | UnknownBlock;

export type ImageData = NonNullable<HeroBlock['backgroundImage']>;
export type GalleryImage = Item<GalleryBlock['images']>;
export type CarouselItem = Item<CarouselBlock['items']>;
export type CarouselOverlay = NonNullable<CarouselItem['overlay']>;
export type Card = Item<CardSectionBlock['cards']>;
export type LinkTreeLink = Item<LinkTreeBlock['links']>;

export type EventInfo = NonNullable<GeneratedPage['event']>;

// The query matches on slug.current, so a page it returns has a slug. Sanity always sets
// _updatedAt, but a hand-written local dataset need not.
/**
 * One language version of a page, from its translation.metadata document (typegen cannot see
 * that plugin type, so it is written here). `slug` is null when the document it names is missing.
 */
export type PageTranslation = { language: string | null; slug: string | null };

export type Page = Omit<GeneratedPage, 'slug' | '_updatedAt' | 'pageBuilder' | 'translations'> & {
  slug: string;
  _updatedAt: string | null;
  pageBuilder: PageBlock[] | null;
  translations?: PageTranslation[] | null;
};

type GeneratedMenu = NonNullable<MenuBySlugQueryResult>;
export type MenuPageLink = Item<GeneratedMenu['pages']>;
// Matched on slug.current, like the page.
export type NavigationMenu = Omit<GeneratedMenu, 'slug'> & { slug: string };

// The query keeps only pages with a defined slug; _updatedAt as on Page. `redirects` (the page's
// redirect blocks) is optional: only the sitemap needs it, to leave redirect pages out.
export type PageIndexEntry = Omit<
  Item<PageIndexQueryResult>,
  'slug' | '_updatedAt' | 'redirects' | 'translations'
> & {
  slug: string;
  _updatedAt: string | null;
  translations?: PageTranslation[] | null;
  redirects?: Item<PageIndexQueryResult>['redirects'];
};

// The query reads by id, without a `_type` filter, so typegen joins the `description` of every
// document type, translated event and venue texts included: the settings' own is a string.
export type SiteSettings = Omit<NonNullable<SiteSettingsQueryResult>, 'description'> & {
  description: string | null;
};
/** The festival's name, first and last day (YYYY-MM-DD) and address, from site settings. */
export type FestivalInfo = NonNullable<SiteSettings['festival']>;

export type SafetyPage = NonNullable<SafetyPageQueryResult>;
export type SafetyContact = Item<SafetyPage['contacts']>;

export type PrivacyPage = NonNullable<PrivacyPageQueryResult>;
export type AccessibilityStatement = NonNullable<AccessibilityStatementQueryResult>;

export type OfflinePage = Item<OfflinePagesQueryResult>;

type GeneratedProgrammeEvent = Item<ProgrammeEventsQueryResult>;

export type EventStatus = 'planned' | 'changed' | 'cancelled';
export type EventCategory = Item<GeneratedProgrammeEvent['categories']>;
export type DietaryMark = Item<GeneratedProgrammeEvent['dietary']>;

/**
 * The language a translatable text came back in (lib/sanity/localized-text.ts): the language
 * asked for, or 'nb' where the text has no translation (then the English edition marks it
 * `lang="nb"`). A stored language code; null when the field has no text at all.
 */
export type TextLanguage = string | null;

/** Each `<field>Language` sibling of the translatable fields K, typed as TextLanguage. */
type WithTextLanguages<T, K extends string> = Omit<T, `${K}Language`> & {
  [F in K as `${F}Language`]: TextLanguage;
};

/** A venue's texts, translatable per field. */
export type VenueTextField = 'name' | 'description' | 'accessibility';
/** An event's texts, translatable per field. */
export type EventTextField = 'title' | 'summary' | 'description' | 'statusNote';

/** An event's venue; null on the event when the reference is missing or unpublished. */
export type ProgrammeVenue = WithTextLanguages<
  NonNullable<GeneratedProgrammeEvent['venue']>,
  VenueTextField
>;

// The getters keep only events with a slug and a parseable start and end (lib/sanity/content.ts),
// and the query turns a missing status into planned.
export type ProgrammeEvent = Omit<
  WithTextLanguages<GeneratedProgrammeEvent, EventTextField>,
  'slug' | 'start' | 'end' | 'status' | 'venue'
> & {
  slug: string;
  start: string;
  end: string;
  status: EventStatus;
  venue: ProgrammeVenue | null;
};

export type ProgrammeEventIndexEntry = {
  slug: string;
  _updatedAt: Item<ProgrammeEventSlugsQueryResult>['_updatedAt'] | null;
};
