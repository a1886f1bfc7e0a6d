export function expandStage(stage: string, scripts: Record<string, string>): string[];
export function formatDuration(ms: number): string;
export function failureLines(output: string, limit?: number): string[];
export function summary(
  results: { stage: string; ok: boolean; ms: number; failures?: string[] }[],
  wallMs?: number,
): string;
export function stageGroups(args: string[], scripts: Record<string, string>): string[][];
export function runEnv(
  run: string,
  options: { buildWorkshop: boolean },
  base?: Record<string, string | undefined>,
): Record<string, string | undefined>;
