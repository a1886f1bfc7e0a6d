// Runs before the npm scripts that need a supported Node (build, start, dev, test). Kept to what
// any old Node can run, so that there it says in one line what is needed instead of a stack trace.
import { readFileSync } from 'fs';

const MINIMUM = [22, 13, 0];
const have = process.versions.node.split('.').map(Number);
const pinned = readFileSync(new URL('../../.node-version', import.meta.url), 'utf8').trim();

function atLeast(version, minimum) {
  for (let i = 0; i < minimum.length; i += 1) {
    if (version[i] !== minimum[i]) return version[i] > minimum[i];
  }
  return true;
}

if (!atLeast(have, MINIMUM)) {
  console.error(
    `error: this project needs Node.js ${MINIMUM.join('.')} or newer (Node ${pinned} LTS recommended); ` +
      `this is Node ${process.versions.node}. Install Node.js 24, or use \`npm run serve\` / ` +
      '`npm run test:all`, which fetch it.',
  );
  process.exit(1);
}
