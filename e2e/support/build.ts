import path from 'node:path';

/** The build the e2e server runs (scripts/e2e-server.mjs); its page cache lives on disk under it. */
export const e2eDistDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
