export type BodyResult =
  { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'not-utf8' };

/**
 * Reads at most `limit` bytes. Content-Length is checked first to refuse early, and the bytes
 * actually read are counted too, because the header can be missing (chunked) or lie.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return { kind: 'too-large' };
  if (!request.body) return { kind: 'ok', text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  try {
    return {
      kind: 'ok',
      text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)),
    };
  } catch {
    return { kind: 'not-utf8' };
  }
}
