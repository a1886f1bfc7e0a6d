type SanityDocument = Record<string, unknown>;

export function readPublishedDocuments(file: string): SanityDocument[];
export function startSanityStandIn(options: { documents: SanityDocument[] }): Promise<{
  url: string;
  documents: SanityDocument[];
  stats: { ok: number; failed: number; hung: number };
  setMode: (mode: 'ok' | 'error' | 'hang') => void;
  close: () => Promise<void>;
}>;
