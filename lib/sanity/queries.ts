import { defineQuery } from 'groq';
import { imageFields, logoFields } from './fragments';
import { localizedText } from './localized-text';

// The page query, with each block's fields, is lib/pages/page-query.ts.

// Every document-translated read takes $language: a document without `language` is Norwegian
// (content made before the English edition). docs/i18n.md.

/**
 * The page's language versions, from the translation.metadata document that joins them (the
 * document-internationalization plugin's shape): hreflang alternates and the language switch.
 */
export const translationsField = /* groq */ `
  "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[]{
    language,
    "slug": value->slug.current
  }
`;

export const menuBySlugQuery = defineQuery(`
  *[_type == "navigationMenu" && slug.current == $slug && coalesce(language, "nb") == $language][0]{
    name,
    "slug": slug.current,
    "pages": pages[]->{ title, "slug": slug.current }
  }
`);

export const pageIndexQuery = defineQuery(`
  *[_type == "page" && defined(slug.current) && coalesce(language, "nb") == $language]
    | order(slug.current asc){
    "slug": slug.current,
    _updatedAt,
    ${translationsField},
    "redirects": pageBuilder[_type == "redirect"]{ _type, "slug": coalesce(slug.current, slug), href }
  }
`);

/**
 * Pages editors marked as available offline: the service worker keeps them (lib/offline), and
 * with a programme block the event pages it links to (its presets say which).
 */
export const offlinePagesQuery = defineQuery(`
  *[_type == "page" && offlineReady == true && defined(slug.current)
    && coalesce(language, "nb") == $language] | order(title asc){
    title,
    "slug": slug.current,
    "programmes": pageBuilder[_type == "programme"]{ "venue": venue->{ _id }, category }
  }
`);

// Singletons: the Norwegian one is the document with the type's fixed _id, as before the English
// edition; another language's is the document of that type with its `language`, whatever its _id.
export const siteSettingsQuery = defineQuery(`
  *[select($language == "nb" => _id == "siteSettings", _type == "siteSettings" && language == $language)][0]{
    companyName, brandTitle, email, description, facebookUrl, instagramUrl, tiktokUrl,
    festival{ name, startDate, endDate, locationName },
    "logoLight": logoLight${logoFields},
    "logoDark": logoDark${logoFields}
  }
`);

export const safetyPageQuery = defineQuery(`
  *[select($language == "nb" => _id == "safetyPage", _type == "safetyPage" && language == $language)][0]{
    heading,
    intro,
    "riskAnalysisPdfUrl": riskAnalysisPdf.asset->url,
    "safetyPlanPdfUrl": safetyPlanPdf.asset->url,
    "contacts": contacts[]{ _key, role, name, phone }
  }
`);

export const privacyPageQuery = defineQuery(`
  *[select($language == "nb" => _id == "privacyPage", _type == "privacyPage" && language == $language)][0]{
    heading,
    intro,
    "sections": sections[]{ _key, heading, body }
  }
`);

export const accessibilityStatementQuery = defineQuery(`
  *[select($language == "nb" => _id == "accessibilityStatement", _type == "accessibilityStatement" && language == $language)][0]{
    heading,
    intro,
    lastManualCheck,
    "knownExceptions": knownExceptions[]{ _key, title, description },
    feedbackIntro
  }
`);

/**
 * Used by the publishing webhook: which menus and pages point at a document, Norwegian ones by
 * slug, another edition's with their language (docs/i18n.md).
 */
export const referrersQuery = defineQuery(`{
  "menuSlugs": *[_type == "navigationMenu" && references($id) && coalesce(language, "nb") == "nb"].slug.current,
  "pageSlugs": *[_type == "page" && references($id) && coalesce(language, "nb") == "nb"].slug.current,
  "translatedMenus": *[_type == "navigationMenu" && references($id) && coalesce(language, "nb") != "nb"]{ "slug": slug.current, language },
  "translatedPages": *[_type == "page" && references($id) && coalesce(language, "nb") != "nb"]{ "slug": slug.current, language }
}`);

/**
 * Used by the publishing webhook: whether the singletons point at a document (an image or
 * file asset); referrersQuery covers menus and pages only.
 */
export const singletonReferrersQuery = defineQuery(`{
  "siteSettings": count(*[_id == "siteSettings" && references($id)]) > 0,
  "safetyPage": count(*[_id == "safetyPage" && references($id)]) > 0,
  "translatedSiteSettings": *[_type == "siteSettings" && coalesce(language, "nb") != "nb" && references($id)].language,
  "translatedSafetyPages": *[_type == "safetyPage" && coalesce(language, "nb") != "nb" && references($id)].language
}`);

// A venue's texts in $language (Norwegian where it has none; ./localized-text.ts).
const venueFields = /* groq */ `
  _id,
  _updatedAt,
  ${localizedText('name')},
  "slug": slug.current,
  ${localizedText('description')},
  ${localizedText('accessibility')},
  order
`;

// One programme event as every programme read returns it, its texts in $language (Norwegian
// where it has none, and each text's language beside it). A missing status is the default,
// planned, so components never see null there.
const programmeEventFields = /* groq */ `
  _id,
  _updatedAt,
  ${localizedText('title')},
  "slug": slug.current,
  ${localizedText('summary')},
  ${localizedText('description')},
  "image": image${imageFields},
  start,
  end,
  "venue": venue->{ ${venueFields} },
  categories,
  dietary,
  price,
  ticketUrl,
  soldOut,
  ageLimit,
  sessionLanguage,
  "status": coalesce(status, "planned"),
  ${localizedText('statusNote')},
  previousStart
`;

/**
 * The whole programme, in time order (then by title, for events starting together: the
 * Norwegian title, so both editions list them in one order).
 */
export const programmeEventsQuery = defineQuery(`
  *[_type == "programmeEvent" && defined(slug.current) && defined(start) && defined(end)]
    | order(start asc, coalesce(title[language == "nb"][0].value, string(title), title[0].value) asc){ ${programmeEventFields} }
`);

export const venuesQuery = defineQuery(`
  *[_type == "venue"] | order(order asc, coalesce(name[language == "nb"][0].value, string(name), name[0].value) asc){
    ${venueFields}
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
