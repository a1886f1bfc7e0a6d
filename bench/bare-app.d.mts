export type BareApp = { dir: string; distDir: string; buildMs: number; peakRssBytes: number };
export declare function buildBareApp(options: {
  workDir: string;
  nextBin: string;
  logFile?: string;
}): Promise<BareApp>;
