import { defineCliConfig } from 'sanity/cli';
import { OFFLINE_PROJECT, readStudioProject } from './sanity/env';

const project = readStudioProject() ?? OFFLINE_PROJECT;

// The test suite regenerates the types into this directory to compare them with the committed file.
const typegenCheckDir = process.env.SANITY_TYPEGEN_CHECK_DIR;

export default defineCliConfig({
  api: { projectId: project.projectId, dataset: project.dataset },
  // Required fields stay required in the extract: the dataset check (npm run content:check) uses them.
  schemaExtraction: { path: 'sanity/extract.json', enforceRequiredFields: true },
  typegen: {
    // The page query sits above the blocks whose fields it gathers (components/blocks/projection.ts).
    path: ['./lib/sanity/queries.ts', './lib/pages/page-query.ts'],
    // The all-optional copy (sanity/nullable-schema.mjs): real content may lack any field.
    schema: typegenCheckDir
      ? `${typegenCheckDir}/extract.nullable.json`
      : 'sanity/extract.nullable.json',
    generates: typegenCheckDir
      ? `${typegenCheckDir}/sanity.types.ts`
      : './lib/sanity/sanity.types.ts',
    overloadClientMethods: false,
  },
});
