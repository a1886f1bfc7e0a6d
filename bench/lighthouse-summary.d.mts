export declare const CATEGORIES: string[];
export declare const LATE_FIRST_FRAME_MS: number;
export type RunSummary = {
  error?: string;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  observedFcpMs: number | null;
  [category: string]: number | string | null | undefined;
};
export declare function summariseRun(lhr: unknown): RunSummary;
export declare function summariseRuns(runs: RunSummary[]): Record<string, number | null> & {
  runs: number;
  failedRuns: number;
  lateFirstFrameRuns: number;
};
