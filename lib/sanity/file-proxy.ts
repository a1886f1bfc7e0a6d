import 'server-only';
import { logEvent } from '@/lib/log';
import { readContentEnv, type ContentEnv } from '@/lib/env/content';
import { FILE_TYPES, parseFileName, sanityFileCdnUrl, type SanityFileName } from './file-url';

/** How long the CDN may take to start answering, and to send each next part of the file. */
export const FILE_UPSTREAM_TIMEOUT_MS = 10_000;

export type SanityFileResult =
  | {
      kind: 'file';
      body: ReadableStream<Uint8Array>;
      contentType: string;
      contentLength: string | null;
    }
  | { kind: 'not-found'; reason: string }
  | { kind: 'upstream-failed'; reason: string };

type Options = { env?: ContentEnv; timeoutMs?: number };

const KNOWN_TYPES = new Set<string>(Object.values(FILE_TYPES).map(essence));

function essence(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/**
 * The CDN's Content-Type when it is one the route serves at all, else the one for the extension:
 * a file must never reach a browser on this origin as HTML or script.
 */
function contentTypeFor(file: SanityFileName, upstream: string | null): string {
  return upstream && KNOWN_TYPES.has(essence(upstream)) ? upstream : FILE_TYPES[file.extension];
}

/**
 * The CDN's body, failing (and so ending the visitor's response) when the CDN stalls for longer
 * than the time limit between two parts, instead of holding the connection open for ever.
 */
function withStallLimit(
  body: ReadableStream<Uint8Array>,
  abort: AbortController,
  timeoutMs: number,
  file: SanityFileName,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const timer = setTimeout(() => abort.abort(new Error('stalled')), timeoutMs);
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        logEvent('files.upstream-broken', { file: file.name, error: describe(error) }, 'error');
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

/**
 * Asks Sanity's file CDN for one file of the configured project and dataset, by a name that
 * has been checked first (so no other URL can ever be requested). Never throws: a file that is
 * not there is `not-found`, any other CDN answer, a network error or a time-out `upstream-failed`.
 */
export async function fetchSanityFile(
  name: string,
  { env = readContentEnv(), timeoutMs = FILE_UPSTREAM_TIMEOUT_MS }: Options = {},
): Promise<SanityFileResult> {
  if (env.source !== 'sanity') {
    return { kind: 'not-found', reason: 'Files are served from Sanity only (no project set)' };
  }
  const file = parseFileName(name);
  if (!file) {
    return { kind: 'not-found', reason: 'Not a file name (40 hex digits and a known extension)' };
  }
  const url = sanityFileCdnUrl(env, file);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('timed out')), timeoutMs);
  try {
    // No redirects: the only host ever asked is the CDN, at the URL built above.
    // Uncompressed, so the CDN's Content-Length is the length the visitor receives.
    const response = await fetch(url, {
      signal: abort.signal,
      redirect: 'manual',
      cache: 'no-store',
      headers: { 'Accept-Encoding': 'identity' },
    });
    if (response.status === 404) {
      await response.body?.cancel();
      // Worth a line: a published link may point at a file that was deleted.
      logEvent('files.not-found', { file: file.name }, 'warn');
      return { kind: 'not-found', reason: 'No such file in the Sanity dataset' };
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      const reason = `Sanity's file CDN answered ${response.status}`;
      logEvent('files.upstream-failed', { file: file.name, status: response.status }, 'error');
      return { kind: 'upstream-failed', reason };
    }
    return {
      kind: 'file',
      body: withStallLimit(response.body, abort, timeoutMs, file),
      contentType: contentTypeFor(file, response.headers.get('content-type')),
      contentLength: response.headers.has('content-encoding')
        ? null
        : response.headers.get('content-length'),
    };
  } catch (error) {
    const timedOut = abort.signal.aborted;
    const reason = timedOut
      ? `Sanity's file CDN did not answer within ${timeoutMs} ms`
      : "Sanity's file CDN could not be reached";
    logEvent('files.upstream-failed', { file: file.name, error: describe(error) }, 'error');
    return { kind: 'upstream-failed', reason };
  } finally {
    clearTimeout(timer);
  }
}
