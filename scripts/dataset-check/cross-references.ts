import { DRAFTS_PREFIX, isPublishedId, publishedIdOf } from '../../lib/sanity/document-ids';
import {
  duplicateSlugProblem,
  redirectProblem,
  reservedSlugProblem,
  type RedirectingPage,
} from '../../sanity/page-rules';
import type { Issue } from './issues';
import type { DatasetDocument, PointerFact, ReferenceFact, SlugFact } from './walk';

export class DatasetIndex {
  private readonly byId = new Map<string, DatasetDocument>();

  constructor(documents: DatasetDocument[]) {
    for (const document of documents) this.byId.set(document._id, document);
  }

  /** References point at published ids; a published document may only use published targets. */
  references(facts: ReferenceFact[]): Issue[] {
    return facts.flatMap(({ documentId, path, ref, targetType, weak }): Issue[] => {
      const issue = (code: Issue['code'], message: string): Issue[] => [
        { documentId, path, code, message },
      ];
      if (!isPublishedId(ref)) {
        return issue(
          'draft-reference',
          `references ${ref}: a reference must use the published id ${publishedIdOf(ref)}`,
        );
      }
      const target = this.byId.get(ref) ?? this.byId.get(`${DRAFTS_PREFIX}${ref}`);
      if (!target) {
        return weak
          ? []
          : issue('missing-reference', `references ${ref}, which is not in the dataset`);
      }
      const allowed = typeof targetType === 'string' ? [targetType] : targetType;
      if (allowed && !allowed.includes(target._type)) {
        return issue(
          'wrong-reference-type',
          `references ${ref}, a ${target._type}, where a ${allowed.join(' or ')} is expected`,
        );
      }
      if (target._id !== ref && isPublishedId(documentId)) {
        return issue(
          'draft-reference',
          `references ${ref}, which exists only as a draft: publish it first`,
        );
      }
      return [];
    });
  }

  /** A slug pointer (a page's menu, a redirect's page) must name a document of its target type. */
  pointers(facts: PointerFact[], slugs: SlugFact[]): Issue[] {
    return facts.flatMap(({ documentId, path, slug, targetType }): Issue[] => {
      const targets = slugs.filter((fact) => fact.type === targetType && fact.slug === slug);
      if (targets.some((fact) => isPublishedId(fact.documentId))) return [];
      if (targets.length > 0 && !isPublishedId(documentId)) return [];
      const message =
        targets.length > 0
          ? `points at the ${targetType} with slug "${slug}", which exists only as a draft: publish it first`
          : `points at the ${targetType} with slug "${slug}", and there is none`;
      return [
        {
          documentId,
          path,
          code: targets.length > 0 ? 'draft-reference' : 'missing-slug-target',
          message,
        },
      ];
    });
  }
}

/**
 * No two documents of a type share a slug (of a translated type: in one language, so an
 * English page may reuse its Norwegian page's slug); a draft may share its own published
 * document's slug.
 */
export function duplicateSlugs(facts: SlugFact[]): Issue[] {
  const keyOf = (fact: SlugFact) =>
    JSON.stringify([fact.type, fact.path, fact.slug, fact.language ?? null]);
  const owners = new Map<string, SlugFact[]>();
  for (const fact of facts) {
    const key = keyOf(fact);
    owners.set(key, [...(owners.get(key) ?? []), fact]);
  }
  return facts.flatMap((fact): Issue[] => {
    const others = owners
      .get(keyOf(fact))
      ?.filter((other) => publishedIdOf(other.documentId) !== publishedIdOf(fact.documentId));
    if (!others?.length) return [];
    const ids = others.map((other) => other.documentId);
    const message = duplicateSlugProblem(fact.slug, ids, fact.documentId);
    return message
      ? [{ documentId: fact.documentId, path: fact.path, code: 'duplicate-slug', message }]
      : [];
  });
}

/** A page slug that a fixed route of the site answers first: the page would never show. */
export function reservedSlugs(facts: SlugFact[]): Issue[] {
  return facts.flatMap((fact): Issue[] => {
    const message = fact.type === 'page' ? reservedSlugProblem(fact.slug) : undefined;
    return message
      ? [{ documentId: fact.documentId, path: fact.path, code: 'reserved-slug', message }]
      : [];
  });
}

function redirectingPage(document: DatasetDocument): RedirectingPage | undefined {
  const slug = (document.slug as { current?: unknown } | undefined)?.current;
  if (typeof slug !== 'string' || slug === '') return undefined;
  const blocks = document.pageBuilder;
  return { slug, pageBuilder: Array.isArray(blocks) ? blocks : null };
}

/**
 * Redirects that come back to their page. A published page is checked among the published
 * pages (what visitors follow); a draft or release version among the pages as the preview
 * shows them, drafts in place of their published documents.
 */
export function redirectLoops(documents: DatasetDocument[]): Issue[] {
  const pages = documents.filter((document) => document._type === 'page');
  const published = pages.filter((document) => isPublishedId(document._id));
  const preview = new Map(published.map((document) => [document._id, document]));
  for (const document of pages) {
    if (document._id.startsWith(DRAFTS_PREFIX)) preview.set(publishedIdOf(document._id), document);
  }
  return pages.flatMap((document): Issue[] => {
    const page = redirectingPage(document);
    if (!page) return [];
    const self = publishedIdOf(document._id);
    const view = isPublishedId(document._id) ? published : [...preview.values()];
    const others = view
      .filter((other) => publishedIdOf(other._id) !== self)
      .flatMap((other) => redirectingPage(other) ?? []);
    const problem = redirectProblem(page, others);
    if (!problem) return [];
    const path = problem.blockKey ? `pageBuilder[_key=="${problem.blockKey}"]` : 'pageBuilder';
    return [{ documentId: document._id, path, code: problem.code, message: problem.message }];
  });
}
