type SanityDocument = Record<string, unknown>;

export function readPublishedDocuments(file: string): SanityDocument[];
export function startSanityStandIn(options: {
  documents: SanityDocument[];
  /** Serve HTTPS (HTTP/2 and HTTP/1.1) with this key and certificate. */
  tls?: { key: Buffer; cert: Buffer };
}): Promise<{
  url: string;
  documents: SanityDocument[];
  stats: { ok: number; failed: number; hung: number };
  setMode: (mode: 'ok' | 'error' | 'hang') => void;
  close: () => Promise<void>;
}>;
