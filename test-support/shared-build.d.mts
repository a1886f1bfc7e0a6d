export const SHARED_BUILDS_VARIABLE: 'SHARED_BUILDS_RUN';
export function sharedBuildsRun(env?: Record<string, string | undefined>): string | undefined;
export function sharedDistDir(run: string, configuration: string): string;
export function newSharedBuildsRun(): string;
export function removeSharedBuilds(run: string): void;
export function buildOrCopy(
  configuration: string,
  distDir: string,
  build: (distDir: string) => Promise<unknown>,
): Promise<{ durationMs: number; reused: boolean }>;
export function describeBuild(result: { durationMs: number; reused: boolean }): string;
export function sharedSiteBuild(tag?: string): {
  secrets: Record<
    'SANITY_API_READ_TOKEN' | 'SANITY_REVALIDATE_SECRET' | 'SANITY_PREVIEW_SECRET',
    string
  >;
  publicMarker: string;
  into(distDir: string): Promise<{ durationMs: number; reused: boolean }>;
  prepare(run?: string): Promise<{ shared: string; reused: boolean }>;
};
export function seedSiteBuild(): {
  buildInPlace(distDir: string): Promise<{ durationMs: number; reused: boolean }>;
  into(distDir: string): Promise<{ durationMs: number; reused: boolean }>;
};
export function seedBuildEnv(datasetFile: string): {
  CONTENT_DATASET_FILE: string;
  NEXT_BUILD_CACHE: 'on';
  SANITY_PROJECT_ID: undefined;
};
