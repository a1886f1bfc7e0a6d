import { fetchSanityFile } from '@/lib/sanity/file-proxy';

export const dynamic = 'force-dynamic';

// The name is Sanity's content hash: a file under one name never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function message(status: 404 | 502, text: string, cacheControl: string) {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/**
 * GET /filer/<sha1>.<extension>: a file uploaded to Sanity, streamed from its file CDN so the
 * site links it from its own origin and the service worker can keep it offline
 * (lib/sanity/file-url.ts). docs/offline.md.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const result = await fetchSanityFile((await params).file);
  switch (result.kind) {
    case 'not-found':
      // Short: a file published later gets this very name.
      return message(404, 'Fant ikke filen.', 'public, max-age=60');
    case 'upstream-failed':
      return message(502, 'Filen kan ikke hentes akkurat nå. Prøv igjen om litt.', 'no-store');
    case 'file':
      return new Response(result.body, {
        headers: {
          'Content-Type': result.contentType,
          ...(result.contentLength ? { 'Content-Length': result.contentLength } : {}),
          'Cache-Control': IMMUTABLE,
        },
      });
  }
}
