/**
 * The shapes the queries in ./queries.ts return. Every field may be null in real content:
 * components degrade the one field or block, never the page.
 */

export type Perspective = 'published' | 'drafts';

export type ImageData = {
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
};

type BlockBase = {
  _key: string;
  anchorId: string | null;
};

export type HeroBlock = BlockBase & {
  _type: 'hero';
  heading: string | null;
  tagline: string | null;
  buttonTitle: string | null;
  buttonLink: string | null;
  backgroundImage: ImageData | null;
  backgroundVideoUrl: string | null;
  compact: boolean | null;
  showLogo: boolean | null;
  extraTopPadding: boolean | null;
};

export type GalleryImage = ImageData & { _key: string };

export type GalleryBlock = BlockBase & {
  _type: 'gallery';
  title: string | null;
  images: GalleryImage[] | null;
};

export type CarouselOverlay = 'none' | 'darken' | 'lighten';

export type CarouselItem = {
  _key: string;
  title: string | null;
  description: string | null;
  image: ImageData | null;
  backgroundColor: string | null;
  height: number | null;
  overlay: CarouselOverlay | null;
};

export type CarouselBlock = BlockBase & {
  _type: 'carousel';
  title: string | null;
  description: string | null;
  items: CarouselItem[] | null;
};

export type TextWithIllustrationBlock = BlockBase & {
  _type: 'textWithIllustration';
  image: ImageData | null;
  alt: string | null;
  heading: string | null;
  text: string | null;
  imageSide: 'left' | 'right' | null;
  backgroundColor: string | null;
};

export type Card = {
  _key: string;
  name: string | null;
  image: ImageData | null;
  title: string | null;
  description: string | null;
};

export type CardSectionBlock = BlockBase & {
  _type: 'cardSection';
  title: string | null;
  description: string | null;
  cards: Card[] | null;
};

export type HooplaSalesPageBlock = BlockBase & {
  _type: 'hooplaSalesPage';
  organizationId: string | null;
  title: string | null;
};

export type FormBlock = BlockBase & {
  _type: 'form';
  title: string | null;
  description: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactImage: ImageData | null;
};

export type VideoBlock = BlockBase & {
  _type: 'video';
  videoLabel: string | null;
  url: string | null;
};

export type ReferenceBlock = BlockBase & {
  _type: 'reference';
  target: { title: string | null; link: string | null } | null;
};

export type RedirectBlock = BlockBase & {
  _type: 'redirect';
  slug: string | null;
  href: string | null;
  permanent: boolean | null;
};

export type LinkTreeLink = {
  _key: string;
  title: string | null;
  url: string | null;
  fileUrl: string | null;
};

export type LinkTreeBlock = BlockBase & {
  _type: 'linkTree';
  title: string | null;
  links: LinkTreeLink[] | null;
};

export type KnownBlock =
  | HeroBlock
  | GalleryBlock
  | CarouselBlock
  | TextWithIllustrationBlock
  | CardSectionBlock
  | HooplaSalesPageBlock
  | FormBlock
  | VideoBlock
  | ReferenceBlock
  | RedirectBlock
  | LinkTreeBlock;

export type BlockType = KnownBlock['_type'];

/** A block whose `_type` the site does not know: only its identity is projected. */
export type UnknownBlock = BlockBase & { _type: string };

export type PageBlock = KnownBlock | UnknownBlock;

export type EventInfo = {
  name: string | null;
  startDate: string | null;
  endDate: string | null;
  locationName: string | null;
  ticketUrl: string | null;
};

export type Page = {
  _id: string;
  _updatedAt: string | null;
  title: string | null;
  slug: string;
  description: string | null;
  hideFooter: boolean | null;
  fixHeader: boolean | null;
  menuSlug: string;
  event: EventInfo | null;
  pageBuilder: PageBlock[] | null;
};

export type MenuPageLink = { title: string | null; slug: string | null };

export type NavigationMenu = {
  name: string | null;
  slug: string;
  pages: MenuPageLink[] | null;
};

export type PageIndexEntry = { slug: string; _updatedAt: string | null };

export type SiteSettings = {
  companyName: string | null;
  brandTitle: string | null;
  email: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  logoLight: ImageData | null;
  logoDark: ImageData | null;
};

export type SafetyContact = {
  _key: string;
  role: string | null;
  name: string | null;
  phone: string | null;
};

export type SafetyPage = {
  heading: string | null;
  intro: string | null;
  riskAnalysisPdfUrl: string | null;
  safetyPlanPdfUrl: string | null;
  contacts: SafetyContact[] | null;
};
