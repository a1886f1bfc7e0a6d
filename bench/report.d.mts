import type { ProbeRow } from './lcp-probe.mjs';

export declare function formatProbe(
  rows: ProbeRow[],
  lighthouse?: unknown[],
  referenceName?: string,
): string;
export declare function formatReport(results: Record<string, unknown>): string;
