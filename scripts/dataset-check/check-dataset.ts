import { singletonIds } from '../../sanity/rules';
import { publishedIdOf } from '../../lib/sanity/document-ids';
import { DatasetIndex, duplicateSlugs, redirectLoops, reservedSlugs } from './cross-references';
import type { Issue } from './issues';
import { isReplacedByProgrammeCheck, programmeIssues } from './programme';
import { indexSchema, type ExtractedSchema } from './schema';
import { isReplacedByTranslationCheck, translationIssues } from './translations';
import { documentLanguage } from '../../sanity/translations';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import {
  walkDocument,
  type DatasetDocument,
  type PointerFact,
  type ReferenceFact,
  type SlugFact,
} from './walk';

// Sanity's own documents (assets, previews, permissions): their shape is Sanity's business.
const isSystemType = (type: string) => type.startsWith('sanity.') || type.startsWith('system.');

// The Norwegian singleton is read by its fixed id; another language's by its type and language
// (one per language: ./translations.ts).
function singletonIssue(document: DatasetDocument): Issue[] {
  if (!Object.hasOwn(singletonIds, document._type)) return [];
  if (documentLanguage(document) !== DEFAULT_LANGUAGE) return [];
  const expected = singletonIds[document._type as keyof typeof singletonIds];
  if (publishedIdOf(document._id) === expected) return [];
  return [
    {
      documentId: document._id,
      path: '_id',
      code: 'singleton-id',
      message: `a ${document._type} must have the id ${expected}: the site reads it by that id`,
    },
  ];
}

/**
 * Checks every document of a dataset against the extracted schema and the rules in
 * sanity/rules.ts, sanity/programme-rules.ts and sanity/translation-rules.ts. Returns the
 * problems in dataset order; none, or only warnings, means the dataset is fine.
 */
export function checkDataset(documents: DatasetDocument[], schema: ExtractedSchema): Issue[] {
  const index = indexSchema(schema);
  const issues: Issue[] = [];
  const references: ReferenceFact[] = [];
  const slugs: SlugFact[] = [];
  const pointers: PointerFact[] = [];
  const seen = new Set<string>();

  for (const document of documents) {
    if (seen.has(document._id)) {
      issues.push({
        documentId: document._id,
        path: '_id',
        code: 'duplicate-id',
        message: 'another document has the same _id',
      });
    }
    seen.add(document._id);
    if (isSystemType(document._type)) continue;
    const node = index.documents.get(document._type);
    if (!node) {
      issues.push({
        documentId: document._id,
        path: '_type',
        code: 'unknown-type',
        message: `document type ${JSON.stringify(document._type)} is not in the schema`,
      });
      continue;
    }
    issues.push(...singletonIssue(document));
    const facts = walkDocument(index, document, node);
    issues.push(...facts.issues);
    references.push(...facts.references);
    slugs.push(...facts.slugs);
    pointers.push(...facts.pointers);
  }

  const dataset = new DatasetIndex(documents);
  issues.push(
    ...dataset.references(references),
    ...duplicateSlugs(slugs),
    ...reservedSlugs(slugs),
    ...redirectLoops(documents),
    ...dataset.pointers(pointers, slugs),
  );
  const types = new Map(documents.map((document) => [document._id, document._type]));
  const kept = issues.filter(
    (issue) =>
      !isReplacedByProgrammeCheck(issue, types) && !isReplacedByTranslationCheck(issue, types),
  );
  kept.push(...programmeIssues(documents), ...translationIssues(documents));
  const order = new Map(documents.map((document, position) => [document._id, position]));
  return kept.sort((a, b) => (order.get(a.documentId) ?? 0) - (order.get(b.documentId) ?? 0));
}
