// Run before the npm scripts that need a supported Node (build, start, dev, test). Written for any
// old Node: it has to run there to say, in one line, what is needed instead of a stack trace.
var fs = require('fs');
var path = require('path');

var MINIMUM = [22, 13, 0];
var have = process.versions.node.split('.').map(Number);
var pinned = fs.readFileSync(path.join(__dirname, '..', '..', '.node-version'), 'utf8').trim();

function atLeast(version, minimum) {
  for (var i = 0; i < minimum.length; i += 1) {
    if (version[i] !== minimum[i]) return version[i] > minimum[i];
  }
  return true;
}

if (!atLeast(have, MINIMUM)) {
  console.error(
    'error: this project needs Node.js ' + MINIMUM.join('.') + ' or newer (Node ' + pinned +
      ' LTS recommended); this is Node ' + process.versions.node +
      '. Install Node.js 24, or use `npm run serve` / `npm run test:all`, which fetch it.',
  );
  process.exit(1);
}
