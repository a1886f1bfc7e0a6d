import type { Path, SlugValue, ValidationContext, ValidationError } from 'sanity';
import { SANITY_API_VERSION } from '../../../lib/sanity/constants';
import { publishedIdOf } from '../../../lib/sanity/document-ids';
import type { NumberLimit } from '../../../lib/sanity/limits';
import {
  duplicateSlugProblem,
  numberLimitProblem,
  redirectProblem,
  reservedSlugProblem,
  type RedirectingPage,
} from '../../page-rules';
import { documentLanguage, isTranslatedDocumentType } from '../../translations';

/**
 * The studio side of ../../page-rules: each function is a custom validator
 * (`rule.custom(...)`), with the same Norwegian message `npm run content:check` prints.
 */

type Fetcher = Pick<ReturnType<ValidationContext['getClient']>, 'fetch'>;

const client = (context: ValidationContext): Fetcher =>
  context.getClient({ apiVersion: SANITY_API_VERSION });

const slugText = (value: SlugValue | string | undefined) =>
  typeof value === 'string' ? value : value?.current;

/** A page slug a fixed route of the site would hide. */
export function reservedPageSlug(value: SlugValue | undefined): true | string {
  return reservedSlugProblem(slugText(value)) ?? true;
}

/**
 * No two documents of a type share a slug; for a type translated per document (a page, a
 * menu), no two in one language: an English page may reuse its Norwegian page's slug.
 * Replaces Sanity's own uniqueness check (set `options.isUnique: () => true` on the field) so
 * editors get one message, in Norwegian.
 */
export function uniqueSlug(type: string) {
  const perLanguage = isTranslatedDocumentType(type);
  return async (value: SlugValue | undefined, context: ValidationContext) => {
    const slug = slugText(value);
    const selfId = context.document?._id;
    if (!slug || !selfId) return true;
    const ids = await client(context).fetch<string[]>(
      perLanguage
        ? '*[_type == $type && slug.current == $slug && coalesce(language, "nb") == $language]._id'
        : '*[_type == $type && slug.current == $slug]._id',
      { type, slug, language: documentLanguage(context.document) },
    );
    return duplicateSlugProblem(slug, ids, selfId) ?? true;
  };
}

/** A number field within its limit from lib/sanity/limits.ts (the renderer clamps to the same). */
export function withinLimit(limit: NumberLimit) {
  return (value: number | undefined): true | string => numberLimitProblem(value, limit) ?? true;
}

// Other pages as visitors see them: published only, and not the page being edited.
const REDIRECT_PAGES_QUERY = `*[_type == "page" && defined(slug.current) && _id != $id
  && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{
  "slug": slug.current,
  "pageBuilder": pageBuilder[_type == "redirect"]
}`;

type PageValue = { _id?: string; slug?: SlugValue; pageBuilder?: unknown[] };

/**
 * A page whose redirect comes back to it, at once or through other pages' redirects.
 * Document-level: the marker points at the redirect block the page follows.
 */
export async function pageRedirectLoop(
  value: PageValue | undefined,
  context: ValidationContext,
): Promise<true | ValidationError> {
  const slug = value?.slug?.current;
  if (!value || !slug) return true;
  const page = { slug, pageBuilder: value.pageBuilder };
  // A redirect to the page itself needs no other page: answer without asking the dataset.
  const alone = redirectProblem(page, []);
  const problem =
    alone ??
    redirectProblem(
      page,
      await client(context).fetch<RedirectingPage[]>(REDIRECT_PAGES_QUERY, {
        id: publishedIdOf(value._id ?? ''),
      }),
    );
  if (!problem) return true;
  const path: Path = problem.blockKey
    ? ['pageBuilder', { _key: problem.blockKey }]
    : ['pageBuilder'];
  return { message: problem.message, path };
}
