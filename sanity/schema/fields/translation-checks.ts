import type { SlugValue, ValidationContext, ValidationError } from 'sanity';
import { languageOf } from '../../../lib/i18n/languages';
import { DEFAULT_MENU_SLUG, SANITY_API_VERSION } from '../../../lib/sanity/constants';
import { publishedIdOf } from '../../../lib/sanity/document-ids';
import {
  crossLanguageLinkProblems,
  fieldTranslationProblem,
  linkTargetIdsIn,
  norwegianTextProblem,
  sitePathsIn,
  translationMessages,
  type LinkedMenu,
  type LinkedPage,
  type LinkedTarget,
} from '../../translation-rules';
import { documentLanguage, translationLanguages } from '../../translations';

/**
 * The studio side of ../../translation-rules: custom validators with the same Norwegian
 * message `npm run content:check` prints. Missing translations and links across languages are
 * warnings (`.warning()` where they are used): publishing stays possible.
 */

type Fetcher = Pick<ReturnType<ValidationContext['getClient']>, 'fetch'>;

const client = (context: ValidationContext): Fetcher =>
  context.getClient({ apiVersion: SANITY_API_VERSION });

/** A translatable field that needs its Norwegian text (the title, the summary, a venue's name). */
export const norwegianText = (fieldTitle: string) => (value: unknown) =>
  norwegianTextProblem(value, fieldTitle) ?? true;

/** A Norwegian text with no English one yet (a warning on the field). */
export const translatedText = (value: unknown) => fieldTranslationProblem(value) ?? true;

// Published documents only, as visitors see them.
const PUBLISHED = `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

const TRANSLATIONS_QUERY = `*[_type == "translation.metadata" && references($id)].translations[].language`;

type PageValue = {
  _id?: string;
  language?: string;
  title?: string;
  slug?: SlugValue;
  menuSlug?: SlugValue;
  pageBuilder?: unknown[];
};

/** A Norwegian page with no English version (a warning on the document). */
export async function pageTranslated(
  value: PageValue | undefined,
  context: ValidationContext,
): Promise<true | string> {
  const slug = value?.slug?.current;
  if (!value?._id || !slug || documentLanguage(value) !== 'nb') return true;
  const languages = await client(context).fetch<unknown[] | null>(TRANSLATIONS_QUERY, {
    id: publishedIdOf(value._id),
  });
  const missing = translationLanguages.find((language) => !(languages ?? []).includes(language));
  return missing ? translationMessages.pageNotTranslated(value.title || slug, slug, missing) : true;
}

const LINKS_QUERY = `{
  "menus": *[_type == "navigationMenu" && slug.current == $menuSlug && ${PUBLISHED}]{
    "slug": slug.current, language, "pages": pages[]->{ "slug": slug.current, language, title }
  },
  "pages": *[_type == "page" && defined(slug.current) && ${PUBLISHED}]{ "slug": slug.current, language, title },
  "targets": *[_type == "linkTarget" && _id in $targetIds]{ "id": _id, language, title }
}`;

type Stored<T> = Omit<T, 'language' | 'pages'> & { language?: unknown; pages?: unknown };
type Links = {
  menus?: Stored<LinkedMenu>[] | null;
  pages?: Stored<LinkedPage>[] | null;
  targets?: Stored<LinkedTarget>[] | null;
};

const asPage = (page: Stored<LinkedPage>): LinkedPage => ({
  ...page,
  language: languageOf(page.language),
});

/** An English page whose menu, links or link targets lead to Norwegian pages (warnings). */
export async function pageLinksInLanguage(
  value: PageValue | undefined,
  context: ValidationContext,
): Promise<true | ValidationError[]> {
  const language = documentLanguage(value);
  if (!value || language === 'nb') return true;
  const menuSlug = value.menuSlug?.current || DEFAULT_MENU_SLUG;
  const targetIds = linkTargetIdsIn(value.pageBuilder);
  const links = await client(context).fetch<Links | null>(LINKS_QUERY, { menuSlug, targetIds });
  const problems = crossLanguageLinkProblems({
    language,
    menuSlug,
    menus: (links?.menus ?? []).map((menu) => ({
      slug: menu.slug,
      language: languageOf(menu.language),
      pages: (Array.isArray(menu.pages) ? (menu.pages as Stored<LinkedPage>[]) : [])
        .filter((page) => page && typeof page.slug === 'string')
        .map(asPage),
    })),
    paths: sitePathsIn(value.pageBuilder),
    pages: (links?.pages ?? []).map(asPage),
    targets: (links?.targets ?? []).map((target) => ({
      ...target,
      language: languageOf(target.language),
    })),
  });
  return problems.length > 0
    ? problems.map(({ field, message }) => ({ message, path: [field] }))
    : true;
}
