export declare const PHONE: { width: number; height: number; deviceScaleFactor: number };
export declare const PHONE_CONTEXT: {
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export declare const NETWORK: {
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
};
export declare const CPU_SLOWDOWN: number;
export declare const SETTLE_MS: number;
export type ProbeNetwork = 'slow' | 'fast';
export declare const NETWORKS: ProbeNetwork[];
export declare const PLAUSIBLE_CEILING_MS: number;
export type ProbeRun =
  | { lcpMs: number; fcpMs: number; cls: number; lcpElement: string; error?: undefined }
  | { error: string };
export type ProbeSummary = {
  lcpMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  lcpElement: string | null;
  lcpRunsMs: number[];
  runs: number;
  failedRuns: number;
  errors: string[];
};
export type ProbeRow = {
  target: string;
  type: string | null;
  url: string;
  lcpMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  lcpElement: string | null;
  lcpRunsMs: number[];
  runs: number;
  failedRuns: number;
  errors: string[];
  /** The same page's figures on the fast network (null when the run measured the slow one only). */
  fast?: ProbeSummary | null;
};
export type RefusableKind = 'css' | 'font' | 'script' | 'image';
export declare const REFUSABLE: Record<RefusableKind, string>;
export declare function refusedUrlPattern(kinds: string[]): RegExp;
export declare function isRefused(kinds: string[], address: string): boolean;
export declare function probeOnce(
  browser: import('@playwright/test').Browser,
  url: string,
  options?: { refuse?: string[]; network?: ProbeNetwork },
): Promise<{ lcpMs: number; fcpMs: number; cls: number; lcpElement: string }>;
export declare function summariseProbe(runs: ProbeRun[]): ProbeSummary;
export declare function probeProblems(row: ProbeRow): string[];
export declare function runProbe(options: {
  targets: { name: string; url: string; type?: string; refuse?: string[] }[];
  rounds?: number;
  chromePath?: string;
  log?: (message: string) => void;
  fast?: boolean;
}): Promise<ProbeRow[]>;
