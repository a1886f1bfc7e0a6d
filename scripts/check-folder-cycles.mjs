#!/usr/bin/env node
/**
 * Fails when a folder of lib/ or components/ imports, directly or through other folders, a folder
 * that imports it back. A folder is one service or part, as the README's map names them:
 * lib/<service>/ or components/<part>/ with everything below it (lib/contact/store belongs to
 * lib/contact, components/blocks/hero to components/blocks), so a block's folder may use its
 * part's shared pieces and a service its own subfolders. Type-only imports count: they tie two
 * folders together just the same. Tests (*.test.*) may import anything and are left out.
 *
 * Run by `npm run lint`; `node scripts/check-folder-cycles.mjs [root]` prints every loop it finds, each
 * with one import per step so the shared piece to move down is easy to see.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['lib', 'components'];
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.mjs',
  '.js',
  '/index.ts',
  '/index.tsx',
  '/index.mjs',
];

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !/\.d\.m?ts$|\.test\./.test(entry.name)) files.push(full);
  }
  return files;
}

// import … from '…', export … from '…', import('…'), import '…', require('…')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

export function importSpecifiers(source) {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(SPECIFIER)].map((match) => match[2]);
}

function resolveFile(fromFile, specifier, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this extension
    }
  }
  return null;
}

/** lib/contact/store/redis.ts → lib/contact; a file directly in lib/ or components/ → that area. */
function folderOf(file, root = ROOT) {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

const inAreas = (folder) => AREAS.some((area) => folder === area || folder.startsWith(`${area}/`));

/** Folder → the folders its files import, each with one file-level example. */
export function folderGraph(root = ROOT) {
  const graph = new Map();
  for (const area of AREAS) {
    const dir = path.join(root, area);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const from = folderOf(file, root);
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        const target = resolveFile(file, specifier, root);
        if (!target) continue;
        const to = folderOf(target, root);
        if (to === from || !inAreas(to)) continue;
        const edges = graph.get(from) ?? new Map();
        if (!edges.has(to)) edges.set(to, `${path.relative(root, file)} → ${specifier}`);
        graph.set(from, edges);
      }
    }
  }
  return graph;
}

/** Every strongly connected group of two or more folders (Tarjan), each as a sorted list. */
export function loopsOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

function main() {
  // The repository to check: this one, or the directory given (the script's own test).
  const graph = folderGraph(process.argv[2] ? path.resolve(process.argv[2]) : ROOT);
  const loops = loopsOf(graph);
  if (loops.length === 0) {
    console.log('check-folder-cycles: no folder imports a folder that imports it back');
    return;
  }
  for (const group of loops) {
    console.error(`Folder loop: ${group.join(' ↔ ')}`);
    for (const from of group) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (group.includes(to)) console.error(`  ${from} → ${to}  (${example})`);
      }
    }
  }
  console.error(`check-folder-cycles: ${loops.length} folder loop(s); move the shared piece down`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
