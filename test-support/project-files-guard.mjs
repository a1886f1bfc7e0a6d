// @ts-check
// `next build` rewrites tsconfig.json and next-env.d.ts to point at its dist dir. The dist dirs
// of the production checks and the bench are temporary, so those edits would leave the shared
// project files pointing at deleted folders; this puts back exactly what such a build changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const GUARDED = ['tsconfig.json', 'next-env.d.ts'];

/**
 * @param {string} root
 * @returns {{ file: string, text: string | undefined }[]}
 */
export function snapshotProjectFiles(root) {
  return GUARDED.map((name) => {
    const file = path.join(root, name);
    return { file, text: existsSync(file) ? readFileSync(file, 'utf8') : undefined };
  });
}

/**
 * Restores a file only when its new content mentions our dist dir, so a colleague's edit is kept.
 * @param {{ file: string, text: string | undefined }[]} snapshot
 * @param {string} distDirName
 */
export function restoreProjectFiles(snapshot, distDirName) {
  for (const { file, text } of snapshot) {
    if (text === undefined || !existsSync(file)) continue;
    const now = readFileSync(file, 'utf8');
    if (now !== text && now.includes(distDirName)) writeFileSync(file, text);
  }
}
