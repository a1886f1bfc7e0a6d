import { readContentEnv } from '../lib/sanity/env';
import type { StudioProject } from './studio-config';

/**
 * The Sanity project the studio edits: the one the site reads (SANITY_PROJECT_ID,
 * SANITY_DATASET, validated by lib/sanity/env). Null when the site runs on the local dataset.
 */
export function readStudioProject(
  env: Record<string, string | undefined> = process.env,
): StudioProject | null {
  const content = readContentEnv(env);
  return content.source === 'sanity'
    ? { projectId: content.projectId, dataset: content.dataset }
    : null;
}

/**
 * What the CLI uses without a project: extracting the schema and generating types need none,
 * so they work offline and in CI.
 */
export const OFFLINE_PROJECT: StudioProject = { projectId: 'unconfigured', dataset: 'production' };
