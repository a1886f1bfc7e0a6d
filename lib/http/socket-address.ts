import { Server, type IncomingMessage } from 'node:http';

/**
 * The TCP peer of the request, as a request header the app can read. Next's route handlers get
 * a web Request without the socket; and Next fills `x-forwarded-for` from the socket only when
 * the client did not send one, so that header is whatever the client says. This header is
 * always overwritten with the socket's address (a client-sent value is discarded), so it can
 * be trusted. Installed once per process from instrumentation.ts.
 */
export const SOCKET_ADDRESS_HEADER = 'x-matfestival-socket-address';

const PATCHED = Symbol.for('matfestival.socketAddressHeader');
type Patchable = typeof Server.prototype & { [PATCHED]?: true };

export function exposeSocketAddress(prototype: Patchable = Server.prototype): void {
  if (prototype[PATCHED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithSocketAddress(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      const address = request.socket?.remoteAddress;
      if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
      else delete request.headers[SOCKET_ADDRESS_HEADER];
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as typeof emit;
  prototype[PATCHED] = true;
}
