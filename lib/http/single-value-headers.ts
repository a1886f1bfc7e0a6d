import { ServerResponse } from 'node:http';

/**
 * Headers a response carries once. Next 16 appends a cached redirect's Location (and its
 * x-nextjs-stale-time) a second time when it renders the redirect on demand, for instance the
 * first visit after publishing a redirect page: `Location: /a, /a` once a proxy such as a CDN
 * joins the two, which sends visitors nowhere. Upstream: vercel/next.js#82117 (fix proposed
 * in #95913). Remove this when Next answers with one Location itself; the e2e publishing test
 * "a redirect published after the build answers with one Location" tells.
 */
const SINGLE_VALUE_HEADERS = new Set(['location', 'x-nextjs-stale-time']);
const PATCHED = Symbol.for('matfestival.singleValueHeaders');

type Patchable = typeof ServerResponse.prototype & { [PATCHED]?: true };

/** Makes appendHeader skip a value a single-value header already has; idempotent. */
export function keepSingleValueHeadersSingle(
  prototype: Patchable = ServerResponse.prototype,
): void {
  if (prototype[PATCHED]) return;
  const append = prototype.appendHeader;
  prototype.appendHeader = function appendOnce(
    this: ServerResponse,
    name: string,
    value: string | readonly string[],
  ) {
    if (SINGLE_VALUE_HEADERS.has(name.toLowerCase()) && this.hasHeader(name)) {
      const current = [this.getHeader(name)].flat().map(String);
      if ([value].flat().every((added) => current.includes(String(added)))) return this;
    }
    return append.call(this, name, value);
  };
  prototype[PATCHED] = true;
}
