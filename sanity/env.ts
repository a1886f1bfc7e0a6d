import { readContentEnv } from '../lib/env/content';
import type { StudioProject } from './studio-config';

/**
 * The Sanity project the studio edits: the one the site reads (SANITY_PROJECT_ID,
 * SANITY_DATASET, validated by lib/sanity/env), and SANITY_API_HOST when a test points the site
 * at a stand-in of Sanity's API. Null when the site runs on the local dataset.
 */
export function readStudioProject(
  env: Record<string, string | undefined> = process.env,
): StudioProject | null {
  const content = readContentEnv(env);
  if (content.source !== 'sanity') return null;
  const project: StudioProject = { projectId: content.projectId, dataset: content.dataset };
  return content.apiHost ? { ...project, apiHost: content.apiHost } : project;
}

/**
 * What the CLI uses without a project: extracting the schema and generating types need none,
 * so they work offline and in CI.
 */
export const OFFLINE_PROJECT: StudioProject = { projectId: 'unconfigured', dataset: 'production' };
