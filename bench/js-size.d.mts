export type BuildManifest = { polyfillFiles?: string[]; rootMainFiles?: string[] };
export type Sizes = { rawBytes: number; gzipBytes: number };
export type ChunkSet = Sizes & { chunks: string[] };
export type FirstLoad = ChunkSet & { entry: ChunkSet; islands: ChunkSet };

export declare const LIBRARY_MARKERS: Record<string, string[]>;
export declare function readBuildManifest(distDir: string): BuildManifest;
export declare function chunksInHtml(html: string, buildManifest: BuildManifest): string[];
export declare function gzipBytes(distDir: string, chunk: string): number;
export declare function chunkSizes(distDir: string, chunks: string[]): Sizes;
export declare function prerenderedPages(distDir: string): { route: string; file: string }[];
export declare function firstLoadForHtml(
  distDir: string,
  html: string,
  buildManifest?: BuildManifest,
): FirstLoad;
export declare function firstLoadJs(distDir: string): (FirstLoad & { route: string })[];
export declare function entryChunks(distDir: string): Set<string>;
export declare function librariesInChunks(
  distDir: string,
  chunks: string[],
  markers?: Record<string, string[]>,
): Record<string, string[]>;
