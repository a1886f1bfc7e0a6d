export type CpuProfile = {
  nodes: {
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
};
export type ProfileRow = { name: string; ms: number; percent: number };
export declare function codeLocation(url: string, root: string): string;
export declare function summarizeProfile(
  profile: CpuProfile,
  options: { root: string; top?: number },
): {
  totalMs: number;
  functions: ProfileRow[];
  files: ProfileRow[];
  projectInclusive: ProfileRow[];
};
