import { DRAFTS_PREFIX, isPublishedId, publishedIdOf } from '../../lib/sanity/document-ids';
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
      if (targetType && target._type !== targetType) {
        return issue(
          'wrong-reference-type',
          `references ${ref}, a ${target._type}, where a ${targetType} is expected`,
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

/** No two documents of a type share a slug; a draft may share its own published document's slug. */
export function duplicateSlugs(facts: SlugFact[]): Issue[] {
  const owners = new Map<string, SlugFact[]>();
  for (const fact of facts) {
    const key = JSON.stringify([fact.type, fact.path, fact.slug]);
    owners.set(key, [...(owners.get(key) ?? []), fact]);
  }
  return facts.flatMap((fact): Issue[] => {
    const others = owners
      .get(JSON.stringify([fact.type, fact.path, fact.slug]))
      ?.filter((other) => publishedIdOf(other.documentId) !== publishedIdOf(fact.documentId));
    if (!others?.length) return [];
    const ids = others.map((other) => other.documentId).join(', ');
    return [
      {
        documentId: fact.documentId,
        path: fact.path,
        code: 'duplicate-slug',
        message: `slug "${fact.slug}" is also used by ${ids}`,
      },
    ];
  });
}
