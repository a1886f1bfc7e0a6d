import {
  hasContent,
  isSlug,
  isStringFormatName,
  oneOfProblem,
  requiredOneOf,
  slugPointers,
  stringFormats,
} from '../../sanity/rules';
import { numberLimits } from '../../lib/sanity/limits';
import { numberLimitProblem } from '../../sanity/page-rules';
import { programmeEventProblems } from '../../sanity/programme-rules';
import {
  documentLanguage,
  isTranslatedDocumentType,
  translatedFields,
} from '../../sanity/translations';
import type { Issue, IssueCode } from './issues';
import {
  declaredType,
  flattenObject,
  resolve,
  type ObjectNode,
  type SchemaIndex,
  type TypeNode,
} from './schema';

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

/** A `_ref` found in a document, resolved once the whole dataset is read. */
export type ReferenceFact = {
  documentId: string;
  path: string;
  ref: string;
  /** The type the reference must lead to: one, several (a reference to any of them), or any. */
  targetType: string | readonly string[] | undefined;
  weak: boolean;
};

/**
 * A slug that names its document: unique per document type, and for a type translated per
 * document (a page, a menu) per language (`language` set).
 */
export type SlugFact = {
  documentId: string;
  path: string;
  type: string;
  slug: string;
  language?: string;
};

// The field types the internationalized-array plugin registers: a plain string there is the
// Norwegian text of content made before translations (the model allows both shapes).
const TRANSLATED_FIELD_TYPES: ReadonlySet<string> = new Set(
  Object.values(translatedFields).flatMap((fields) => Object.values(fields)),
);

/** A slug that points at another document's slug (see slugPointers). */
export type PointerFact = { documentId: string; path: string; slug: string; targetType: string };

export type DocumentFacts = {
  issues: Issue[];
  references: ReferenceFact[];
  slugs: SlugFact[];
  pointers: PointerFact[];
};

// System fields the data itself must carry; _id, _rev and the timestamps are Sanity's to add.
const REQUIRED_SYSTEM_FIELDS = new Set(['_key', '_ref', '_type']);

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

const field = (path: string, key: string) => (path ? `${path}.${key}` : key);

function item(path: string, value: unknown, position: number): string {
  return isRecord(value) && typeof value._key === 'string'
    ? `${path}[_key=="${value._key}"]`
    : `${path}[${position}]`;
}

class DocumentWalker {
  readonly facts: DocumentFacts = { issues: [], references: [], slugs: [], pointers: [] };

  constructor(
    private readonly index: SchemaIndex,
    private readonly documentId: string,
  ) {}

  issue(path: string, code: IssueCode, message: string) {
    this.facts.issues.push({ documentId: this.documentId, path, code, message });
  }

  value(value: unknown, typeNode: TypeNode, path: string): void {
    if (value === undefined || value === null) return;
    const { node, names } = resolve(this.index, typeNode);
    if (typeof value === 'string' && names.some((name) => TRANSLATED_FIELD_TYPES.has(name))) return;
    switch (node.type) {
      case 'unknown':
      case 'null':
        return;
      case 'string':
        return this.string(value, node.value, names, path);
      case 'number':
      case 'boolean':
        if (typeof value !== node.type || (typeof value === 'number' && !Number.isFinite(value))) {
          this.issue(path, 'wrong-type', `expected a ${node.type}, found ${describe(value)}`);
        }
        return;
      case 'union':
        return this.union(value, node.of, path);
      case 'array':
        return this.array(value, node.of, path);
      case 'object':
        return this.object(value, node, path);
    }
  }

  private string(value: unknown, literal: string | undefined, names: string[], path: string) {
    if (typeof value !== 'string') {
      this.issue(path, 'wrong-type', `expected text, found ${describe(value)}`);
      return;
    }
    if (literal !== undefined && value !== literal) {
      this.issue(path, 'invalid-value', `must be "${literal}", found "${value}"`);
      return;
    }
    for (const name of names) {
      if (isStringFormatName(name) && !stringFormats[name].test(value)) {
        this.issue(path, 'format', `${JSON.stringify(value)} ${stringFormats[name].en}`);
      }
    }
  }

  /** Option lists (`overlay`, `imageSide`) are unions of literals; other unions match by `_type`. */
  private union(value: unknown, members: TypeNode[], path: string) {
    const literals = members.map((member) => resolve(this.index, member).node);
    if (this.isOptionList(members)) {
      const allowed = literals.map((member) => (member.type === 'string' ? member.value : ''));
      if (typeof value !== 'string' || !allowed.includes(value)) {
        this.issue(
          path,
          'invalid-value',
          `must be one of ${allowed.join(', ')}, found ${describe(value)}`,
        );
      }
      return;
    }
    const member = this.member(members, value);
    if (!member) {
      this.issue(path, 'wrong-type', `${describe(value)} matches none of the allowed types`);
      return;
    }
    const before = this.facts.references.length;
    this.value(value, member, path);
    // A reference to one of several types (translation.metadata's): every member declares
    // `_type: reference`, so the first matched; the target may be any of them.
    const targets = this.referenceTargets(members);
    if (targets.length > 1 && this.facts.references.length === before + 1) {
      this.facts.references[before] = { ...this.facts.references[before], targetType: targets };
    }
  }

  private referenceTargets(members: TypeNode[]): string[] {
    return members.flatMap((member) => {
      const { node } = resolve(this.index, member);
      const target =
        node.type === 'object' ? flattenObject(this.index, node).dereferencesTo : undefined;
      return target ? [target] : [];
    });
  }

  private isOptionList(members: TypeNode[]): boolean {
    return members.every((member) => {
      const { node } = resolve(this.index, member);
      return node.type === 'string' && node.value !== undefined;
    });
  }

  /** The union member an object belongs to, by its `_type`; the only member for plain arrays. */
  private member(members: TypeNode[], value: unknown): TypeNode | undefined {
    if (members.length === 1) return members[0];
    const type = isRecord(value) ? value._type : undefined;
    return members.find((member) => {
      const { node } = resolve(this.index, member);
      return node.type === 'object' && declaredType(flattenObject(this.index, node)) === type;
    });
  }

  private memberNames(members: TypeNode[]): string[] {
    return members.flatMap((member) => {
      const { node } = resolve(this.index, member);
      const name =
        node.type === 'object' ? declaredType(flattenObject(this.index, node)) : undefined;
      return name ? [name] : [];
    });
  }

  private array(value: unknown, of: TypeNode, path: string) {
    if (!Array.isArray(value)) {
      this.issue(path, 'wrong-type', `expected a list, found ${describe(value)}`);
      return;
    }
    const { node } = resolve(this.index, of);
    // A list of option values (categories, dietary marks): each entry is one of the literals.
    if (node.type === 'union' && this.isOptionList(node.of)) {
      value.forEach((entry, position) => this.value(entry, of, `${path}[${position}]`));
      return;
    }
    const members = node.type === 'union' ? node.of : [of];
    value.forEach((entry, position) => {
      const entryPath = item(path, entry, position);
      const member = this.member(members, entry);
      if (!member) {
        const type = isRecord(entry) ? entry._type : undefined;
        this.issue(
          entryPath,
          'unknown-type',
          `item type ${JSON.stringify(type)} is not allowed here (allowed: ${this.memberNames(members).join(', ')})`,
        );
        return;
      }
      this.value(entry, member, entryPath);
    });
  }

  object(value: unknown, typeNode: ObjectNode, path: string) {
    if (!isRecord(value)) {
      this.issue(path, 'wrong-type', `expected an object, found ${describe(value)}`);
      return;
    }
    const node = flattenObject(this.index, typeNode);
    const type = declaredType(node);
    for (const key of Object.keys(value)) {
      if (!key.startsWith('_') && !Object.hasOwn(node.attributes, key)) {
        this.issue(
          field(path, key),
          'unknown-field',
          `field ${key} is not in the schema of ${type ?? 'this object'}`,
        );
      }
    }
    for (const [key, attribute] of Object.entries(node.attributes)) {
      const fieldValue = value[key];
      const fieldPath = field(path, key);
      if (key.startsWith('_')) {
        if (fieldValue === undefined && REQUIRED_SYSTEM_FIELDS.has(key)) {
          this.issue(fieldPath, key === '_key' ? 'missing-key' : 'required', `${key} is missing`);
        } else {
          this.value(fieldValue, attribute.value, fieldPath);
        }
      } else if (!hasContent(fieldValue)) {
        if (attribute.optional === false) {
          this.issue(fieldPath, 'required', `required field ${key} is missing`);
        }
        if (fieldValue !== undefined) this.value(fieldValue, attribute.value, fieldPath);
      } else {
        this.value(fieldValue, attribute.value, fieldPath);
      }
    }
    this.rules(value, node, type, path);
  }

  /** What the extracted schema cannot express: see sanity/rules.ts. */
  private rules(value: Fields, node: ObjectNode, type: string | undefined, path: string) {
    if (type === 'image' && hasContent(value.asset) && !hasContent(value.alt)) {
      this.issue(field(path, 'alt'), 'image-alt', 'image has no alt text');
    }
    if (type === 'slug' && typeof value.current === 'string' && !isSlug(value.current)) {
      this.issue(
        field(path, 'current'),
        'slug-format',
        `slug ${JSON.stringify(value.current)} must be lower-case words joined by dashes, or /`,
      );
    }
    if (node.dereferencesTo && typeof value._ref === 'string') {
      this.facts.references.push({
        documentId: this.documentId,
        path: field(path, '_ref'),
        ref: value._ref,
        targetType: node.dereferencesTo,
        weak: value._weak === true,
      });
    }
    if (type && Object.hasOwn(requiredOneOf, type)) {
      const oneOf = type as keyof typeof requiredOneOf;
      if (oneOfProblem(oneOf, value)) {
        const { fields, exactlyOne } = requiredOneOf[oneOf];
        const wanted = exactlyOne ? 'exactly one' : 'at least one';
        this.issue(path, 'one-of', `${type} needs ${wanted} of ${fields.join(', ')}`);
      }
    }
    if (type) this.pointers(value, type, path);
    if (type) this.limits(value, type, path);
    if (type === 'programmeEvent') {
      for (const problem of programmeEventProblems(value)) {
        this.issue(field(path, problem.field), problem.code, problem.message);
      }
    }
  }

  /** Numbers the renderer would clamp: the same limit and message as the studio's. */
  private limits(value: Fields, type: string, path: string) {
    for (const [key, limit] of Object.entries(numberLimits)) {
      const [ownerType, name] = key.split('.');
      if (ownerType !== type) continue;
      const problem = numberLimitProblem(value[name], limit);
      if (problem) this.issue(field(path, name), 'out-of-range', problem);
    }
  }

  private pointers(value: Fields, type: string, path: string) {
    for (const [key, targetType] of Object.entries(slugPointers)) {
      const [ownerType, name] = key.split('.');
      if (ownerType !== type) continue;
      const raw = value[name];
      const slug = isRecord(raw) ? raw.current : raw;
      if (typeof slug !== 'string' || slug === '') continue;
      const slugPath = isRecord(raw) ? field(field(path, name), 'current') : field(path, name);
      // Slug objects get their format checked as slugs already; plain strings need it here.
      if (!isRecord(raw) && !isSlug(slug)) {
        this.issue(
          slugPath,
          'slug-format',
          `slug ${JSON.stringify(slug)} must be lower-case words joined by dashes, or /`,
        );
        continue;
      }
      this.facts.pointers.push({ documentId: this.documentId, path: slugPath, slug, targetType });
    }
  }

  identitySlugs(document: DatasetDocument, node: ObjectNode) {
    for (const [key, attribute] of Object.entries(node.attributes)) {
      if (Object.hasOwn(slugPointers, `${document._type}.${key}`)) continue;
      if (!resolve(this.index, attribute.value).names.includes('slug')) continue;
      const slug = (document[key] as { current?: unknown } | undefined)?.current;
      if (typeof slug === 'string' && slug !== '') {
        this.facts.slugs.push({
          documentId: this.documentId,
          path: `${key}.current`,
          type: document._type,
          slug,
          ...(isTranslatedDocumentType(document._type)
            ? { language: documentLanguage(document) }
            : {}),
        });
      }
    }
  }
}

/** Checks one document against its schema type and collects what needs the whole dataset. */
export function walkDocument(
  index: SchemaIndex,
  document: DatasetDocument,
  node: ObjectNode,
): DocumentFacts {
  const walker = new DocumentWalker(index, document._id);
  walker.object(document, node, '');
  walker.identitySlugs(document, node);
  return walker.facts;
}
