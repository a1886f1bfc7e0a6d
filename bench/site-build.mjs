// Builds this site on a given dataset into its own dist dir, measuring time and peak memory.
import path from 'node:path';
import { restoreProjectFiles, snapshotProjectFiles } from '../test-support/project-files-guard.mjs';
import { spawnNextStart } from '../test-support/next-site.mjs';
import { adopt, measureCommand } from './support/processes.mjs';

export function siteEnv({ distDir, datasetFile, port, extra = {} }) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    CONTENT_DATASET_FILE: datasetFile,
    ...extra,
  };
  // The bench always runs on the embedded dataset, never on a Sanity project from the shell.
  delete env.SANITY_PROJECT_ID;
  if (port) env.NEXT_PUBLIC_SITE_URL = `http://127.0.0.1:${port}`;
  return env;
}

export async function buildSite({
  root,
  nextBin,
  distDir,
  datasetFile,
  logFile,
  env: extra,
  buildArgs = [],
}) {
  const snapshot = snapshotProjectFiles(root);
  try {
    const env = siteEnv({ distDir, datasetFile, extra });
    const result = await measureCommand(process.execPath, [nextBin, 'build', ...buildArgs], {
      env,
      cwd: root,
      logFile,
    });
    if (result.code !== 0)
      throw new Error(`Site build into ${distDir} failed (exit ${result.code}); see ${logFile}`);
    return {
      distDir: path.resolve(root, distDir),
      buildMs: result.ms,
      peakRssBytes: result.peakRssBytes,
    };
  } finally {
    restoreProjectFiles(snapshot, distDir);
  }
}

/**
 * `next start` for a build, through the suite's one starter (test-support/next-site.mjs);
 * `dir` is the app directory (the site or the bare app), `env` the whole environment
 * (siteEnv's), the output goes to `logFile`, and stopAll() stops it with the bench's other
 * processes.
 */
export function startNext({ dir, port, env, logFile }) {
  const { child } = spawnNextStart({
    appDir: dir,
    port,
    env,
    inheritEnv: false,
    output: { logFile },
  });
  return adopt(child);
}
