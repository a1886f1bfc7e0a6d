/**
 * The extracted schema (`sanity schema extract`, groq-type-nodes format) and lookups over it.
 * Only the node kinds the extractor emits for this studio's schema are modelled.
 */

export type TypeNode =
  | { type: 'string'; value?: string }
  | { type: 'number'; value?: number }
  | { type: 'boolean'; value?: boolean }
  | { type: 'null' }
  | { type: 'unknown' }
  | { type: 'inline'; name: string }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | ObjectNode;

export type ObjectNode = {
  type: 'object';
  attributes: Record<string, ObjectAttribute>;
  rest?: TypeNode;
  dereferencesTo?: string;
};

export type ObjectAttribute = { type: 'objectAttribute'; value: TypeNode; optional?: boolean };

export type SchemaEntry =
  | { name: string; type: 'type'; value: TypeNode }
  | { name: string; type: 'document'; attributes: Record<string, ObjectAttribute> };

export type ExtractedSchema = SchemaEntry[];

export type SchemaIndex = {
  documents: Map<string, ObjectNode>;
  types: Map<string, TypeNode>;
};

export function indexSchema(schema: ExtractedSchema): SchemaIndex {
  const documents = new Map<string, ObjectNode>();
  const types = new Map<string, TypeNode>();
  for (const entry of schema) {
    if (entry.type === 'document') {
      documents.set(entry.name, { type: 'object', attributes: entry.attributes });
    } else {
      types.set(entry.name, entry.value);
    }
  }
  return { documents, types };
}

/** A node with its named types looked up; `names` are the ones passed on the way (hexColor, slug). */
export type Resolved = { node: Exclude<TypeNode, { type: 'inline' }>; names: string[] };

export function resolve(index: SchemaIndex, node: TypeNode, names: string[] = []): Resolved {
  if (node.type !== 'inline') return { node, names };
  const named = index.types.get(node.name) ?? index.documents.get(node.name);
  if (!named) throw new Error(`The extracted schema names a type it does not define: ${node.name}`);
  return resolve(index, named, [...names, node.name]);
}

/** An object's attributes with those of its `rest` (array members, references) merged in. */
export function flattenObject(index: SchemaIndex, node: ObjectNode): ObjectNode {
  if (!node.rest) return node;
  const rest = resolve(index, node.rest).node;
  if (rest.type !== 'object') return node;
  const flat = flattenObject(index, rest);
  return {
    type: 'object',
    attributes: { ...flat.attributes, ...node.attributes },
    dereferencesTo: node.dereferencesTo ?? flat.dereferencesTo,
  };
}

/** The literal `_type` an object node declares, if any. */
export function declaredType(node: ObjectNode): string | undefined {
  const typeNode = node.attributes._type?.value;
  return typeNode?.type === 'string' ? typeNode.value : undefined;
}
