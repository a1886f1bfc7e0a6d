export type BareApp = { dir: string; distDir: string; buildMs: number; peakRssBytes: number };
export declare function buildBareApp(options: {
  workDir: string;
  nextBin: string;
  logFile?: string;
}): Promise<BareApp>;
export declare function buildNextApp(options: {
  dir: string;
  files: Record<string, string>;
  nextBin: string;
  logFile?: string;
  name?: string;
}): Promise<BareApp>;
