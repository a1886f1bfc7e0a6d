import { defineQuery } from 'groq';

// Named fragments, so every image and file is projected the same way everywhere.
// Crop and hotspot frame the image (lib/sanity/image-framing.ts); the LQIP and the dominant
// colour are its placeholder while it loads (components/ui/content-image.tsx).
const imageFields = /* groq */ `{
  "url": asset->url,
  alt,
  crop,
  hotspot,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "dominantColor": asset->metadata.palette.dominant.background,
  "opaque": asset->metadata.isOpaque
}`;

// Logos are drawn whole (no framing) and may be transparent (no placeholder).
const logoFields = /* groq */ `{
  "url": asset->url,
  alt,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

const blockFields = /* groq */ `
  _type,
  _key,
  anchorId,
  _type == "hero" => {
    heading, tagline, buttonTitle, buttonLink,
    "backgroundImage": backgroundImage${imageFields},
    "backgroundVideoUrl": backgroundVideo.asset->url,
    compact, showLogo, extraTopPadding
  },
  _type == "gallery" => {
    title,
    "images": images[]{ _key, ...${imageFields} }
  },
  _type == "carousel" => {
    title, description,
    "items": items[]{ _key, title, description, "image": image${imageFields}, backgroundColor, height, overlay }
  },
  _type == "textWithIllustration" => {
    "image": image${imageFields}, alt, heading, text, imageSide, backgroundColor
  },
  _type == "cardSection" => {
    title, description,
    "cards": cards[]{ _key, name, "image": image${imageFields}, title, description }
  },
  _type == "hooplaSalesPage" => { organizationId, title },
  _type == "form" => {
    title, description, contactName, contactEmail, contactPhone,
    "contactImage": contactImage${imageFields}
  },
  _type == "video" => { videoLabel, url, "poster": poster${imageFields} },
  _type == "reference" => { "target": @->{ title, link } },
  _type == "redirect" => { "slug": coalesce(slug.current, slug), href, permanent },
  _type == "linkTree" => {
    title,
    "links": links[]{ _key, title, url, "fileUrl": file.asset->url }
  },
  _type == "programme" => {
    title, description,
    "venue": venue->{ _id, name, "slug": slug.current },
    category
  }
`;

export const pageBySlugQuery = defineQuery(`
  *[_type == "page" && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    description,
    hideFooter,
    fixHeader,
    "menuSlug": coalesce(menuSlug.current, "mainmenu"),
    event{ name, startDate, endDate, locationName, ticketUrl },
    "pageBuilder": pageBuilder[]{ ${blockFields} }
  }
`);

export const menuBySlugQuery = defineQuery(`
  *[_type == "navigationMenu" && slug.current == $slug][0]{
    name,
    "slug": slug.current,
    "pages": pages[]->{ title, "slug": slug.current }
  }
`);

export const pageIndexQuery = defineQuery(`
  *[_type == "page" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current,
    _updatedAt,
    "redirects": pageBuilder[_type == "redirect"]{ _type, "slug": coalesce(slug.current, slug), href }
  }
`);

/**
 * Pages editors marked as available offline: the service worker keeps them (lib/offline), and
 * with a programme block the event pages it links to (its presets say which).
 */
export const offlinePagesQuery = defineQuery(`
  *[_type == "page" && offlineReady == true && defined(slug.current)] | order(title asc){
    title,
    "slug": slug.current,
    "programmes": pageBuilder[_type == "programme"]{ "venue": venue->{ _id }, category }
  }
`);

export const siteSettingsQuery = defineQuery(`
  *[_id == "siteSettings"][0]{
    companyName, brandTitle, email, description, facebookUrl, instagramUrl, tiktokUrl,
    festival{ name, startDate, endDate, locationName },
    "logoLight": logoLight${logoFields},
    "logoDark": logoDark${logoFields}
  }
`);

export const safetyPageQuery = defineQuery(`
  *[_id == "safetyPage"][0]{
    heading,
    intro,
    "riskAnalysisPdfUrl": riskAnalysisPdf.asset->url,
    "safetyPlanPdfUrl": safetyPlanPdf.asset->url,
    "contacts": contacts[]{ _key, role, name, phone }
  }
`);

export const privacyPageQuery = defineQuery(`
  *[_id == "privacyPage"][0]{
    heading,
    intro,
    "sections": sections[]{ _key, heading, body }
  }
`);

export const accessibilityStatementQuery = defineQuery(`
  *[_id == "accessibilityStatement"][0]{
    heading,
    intro,
    lastManualCheck,
    "knownExceptions": knownExceptions[]{ _key, title, description },
    feedbackIntro
  }
`);

/** Used by the publishing webhook: which menus and pages point at a document. */
export const referrersQuery = defineQuery(`{
  "menuSlugs": *[_type == "navigationMenu" && references($id)].slug.current,
  "pageSlugs": *[_type == "page" && references($id)].slug.current
}`);

/**
 * Used by the publishing webhook: whether the singletons point at a document (an image or
 * file asset); referrersQuery covers menus and pages only.
 */
export const singletonReferrersQuery = defineQuery(`{
  "siteSettings": count(*[_id == "siteSettings" && references($id)]) > 0,
  "safetyPage": count(*[_id == "safetyPage" && references($id)]) > 0
}`);

// One programme event as every programme read returns it. A missing status is the default,
// planned, so components never see null there.
const programmeEventFields = /* groq */ `
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  summary,
  description,
  "image": image${imageFields},
  start,
  end,
  "venue": venue->{ _id, _updatedAt, name, "slug": slug.current, description, accessibility, order },
  categories,
  dietary,
  price,
  ticketUrl,
  soldOut,
  ageLimit,
  sessionLanguage,
  "status": coalesce(status, "planned"),
  statusNote,
  previousStart
`;

/** The whole programme, in time order (then by title, for events starting together). */
export const programmeEventsQuery = defineQuery(`
  *[_type == "programmeEvent" && defined(slug.current) && defined(start) && defined(end)]
    | order(start asc, title asc){ ${programmeEventFields} }
`);

export const programmeEventBySlugQuery = defineQuery(`
  *[_type == "programmeEvent" && slug.current == $slug][0]{ ${programmeEventFields} }
`);

export const venuesQuery = defineQuery(`
  *[_type == "venue"] | order(order asc, name asc){
    _id, name, "slug": slug.current, description, accessibility, order
  }
`);

/** Every event page: static params and the sitemap (start and end to leave out broken events). */
export const programmeEventSlugsQuery = defineQuery(`
  *[_type == "programmeEvent" && defined(slug.current) && defined(start) && defined(end)]
    | order(slug.current asc){
    "slug": slug.current,
    _updatedAt,
    start,
    end
  }
`);
