import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { hasControlCharacter, safeDecodeURIComponent } from './safe-decode';

/**
 * Why a request's path can name no resource of this site, or null when it is well-formed:
 * malformed percent-encoding (a stray `%`, bytes that are not UTF-8) or a control character.
 * Next 16's router decodes dynamic segments itself and answers a malformed one with a 500
 * before any route of ours runs, so these are refused in front of it.
 */
export function malformedPathProblem(url: string): string | null {
  const path = url.replace(/[?#].*$/s, '');
  const decoded = safeDecodeURIComponent(path);
  if (decoded === null) return 'malformed percent-encoding';
  if (hasControlCharacter(decoded)) return 'control character';
  return null;
}

// The visitor's language first (the site is Norwegian), then English for the /en edition and tools.
const BODY = 'Ugyldig adresse. / Invalid address.\n';

const PATCHED = Symbol.for('matfestival.refuseMalformedPaths');
type Patchable = typeof Server.prototype & { [PATCHED]?: true };

/**
 * Answers a request whose path is malformed with a 400 before Next sees it (a short plain-text
 * body, never cached). Installed once per process from instrumentation.ts, like
 * ./socket-address.ts; idempotent.
 */
export function refuseMalformedPaths(prototype: Patchable = Server.prototype): void {
  if (prototype[PATCHED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitUnlessMalformed(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (malformedPathProblem(request.url ?? '/') !== null) {
        // The body, if any, is read and dropped so the connection can carry the next request.
        request.resume();
        response.writeHead(400, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Length': Buffer.byteLength(BODY),
          'Cache-Control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : BODY);
        return true;
      }
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as typeof emit;
  prototype[PATCHED] = true;
}
