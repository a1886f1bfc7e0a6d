// Node 20 cannot run TypeScript, and the check's rules live in TypeScript next to the schema.
// These module hooks (node:module register) let scripts/content-check.mjs import those .ts
// modules, transpiled by the project's own TypeScript: no build step, no extra dependency.
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  isolatedModules: true,
};

/** TypeScript imports omit the extension (`./schema`); Node needs the file. */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('.') || !context.parentURL?.endsWith('.ts')) throw error;
    return nextResolve(`${specifier}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: COMPILER_OPTIONS,
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
