import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pageBuilderProjection } from './projection';
import { blockComponents } from './registry';
import { blockTypes, referenceBlock } from './schemas';

// The schema helpers only shape objects; the studio's package is ES modules only.
jest.mock('sanity', () => {
  const identity = (value: unknown) => value;
  return { defineField: identity, defineType: identity, defineArrayMember: identity };
});

// Adding a block is its folder plus one line in each index (docs/architecture.md, "Adding a
// block"); this names the line that is missing.
const schemaNames = [...blockTypes.map((type) => type.name), referenceBlock.type];
const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the block indexes', () => {
  it('give every block in the studio a component and its fields in the page query', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...schemaNames].sort());
    const projected = [...pageBuilderProjection.matchAll(/_type == "(\w+)" =>/g)].map((m) => m[1]);
    expect(projected.sort()).toEqual([...schemaNames].sort());
  });

  it('keep one folder per block, holding its schema, query, component and test', () => {
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    expect(folders.sort()).toEqual(schemaNames.map(kebab).sort());
    for (const folder of folders) {
      const files = readdirSync(path.join(__dirname, folder));
      expect({
        folder,
        schema: files.includes('schema.ts'),
        query: files.includes('query.ts'),
      }).toEqual({
        folder,
        schema: true,
        query: true,
      });
      expect({ folder, component: files.some((file) => file === `${folder}-block.tsx`) }).toEqual({
        folder,
        component: true,
      });
      expect({ folder, test: files.some((file) => /\.test\.tsx?$/.test(file)) }).toEqual({
        folder,
        test: true,
      });
    }
  });
});
