// Reads a V8 .cpuprofile (what `node --cpu-prof` writes) into self time per function and per
// file or package, ignoring idle time, so a profile can be read from the terminal.
import path from 'node:path';

/**
 * @typedef {{
 *   nodes: { id: number, children?: number[],
 *     callFrame: { functionName: string, url: string, lineNumber: number } }[],
 *   samples: number[],
 *   timeDeltas: number[],
 * }} CpuProfile
 * @typedef {{ name: string, ms: number, percent: number }} ProfileRow
 */

const IDLE = new Set(['(idle)', '(program)', '(root)']);

/**
 * Where a frame's code lives: an npm package, a file of this project, or Node itself.
 * @param {string} url
 * @param {string} root
 * @returns {string}
 */
export function codeLocation(url, root) {
  if (!url) return '(native)';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  if (file.startsWith('node:')) return 'node:' + file.slice(5).split('/')[0];
  const packageMatch = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (packageMatch) {
    const [, name, rest] = packageMatch;
    // Next is most of the server: keep its compiled module's name.
    if (name === 'next')
      return `next/${rest
        .replace(/^dist\//, '')
        .split('/')
        .slice(0, 3)
        .join('/')}`;
    return name;
  }
  return path.isAbsolute(file) ? path.relative(root, file) : file;
}

/**
 * @param {CpuProfile} profile
 * @param {{ root: string, top?: number }} options
 * @returns {{ totalMs: number, functions: ProfileRow[], files: ProfileRow[],
 *   projectInclusive: ProfileRow[] }}
 */
export function summarizeProfile(profile, { root, top = 20 }) {
  const nodesById = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map();
  const byFile = new Map();
  let busyMicros = 0;
  for (const [id, micros] of selfMicros) {
    const { functionName, url, lineNumber } = nodesById.get(id).callFrame;
    if (IDLE.has(functionName)) continue;
    busyMicros += micros;
    const location = codeLocation(url, root);
    const name = `${functionName || '(anonymous)'}  ${location}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byFile.set(location, (byFile.get(location) ?? 0) + micros);
  }
  // Inclusive time of this project's own functions (the pages, the route handlers): each
  // sample counts once for every distinct project function on its stack.
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byProjectFunction = new Map();
  for (const [id, micros] of selfMicros) {
    if (IDLE.has(nodesById.get(id).callFrame.functionName)) continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const { functionName, url, lineNumber } = nodesById.get(at).callFrame;
      const location = codeLocation(url, root);
      if (!url || location.startsWith('next/') || location.startsWith('node:')) continue;
      if (url.includes('node_modules') && !url.includes('/.next') && !url.includes('/.data/'))
        continue;
      const name = `${functionName || '(anonymous)'}  ${location}:${lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      byProjectFunction.set(name, (byProjectFunction.get(name) ?? 0) + micros);
    }
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        ms: micros / 1000,
        percent: busyMicros === 0 ? 0 : (100 * micros) / busyMicros,
      }));
  return {
    totalMs: busyMicros / 1000,
    functions: rows(byFunction),
    files: rows(byFile),
    projectInclusive: rows(byProjectFunction),
  };
}
