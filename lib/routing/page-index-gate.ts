/**
 * How the proxy gets the page index to judge a slug by without ever holding a visit long:
 * one read in flight per process (however many visits arrive meanwhile), and the last index
 * read kept for visits that arrive while a read is slow. Pure of Next, so it is unit-tested.
 */

export type PageIndexGateOptions = {
  /** How long a visit to a slug the last index listed waits for a fresh read. */
  waitMs: number;
  /** How long a visit to any other slug waits (a page published just now, or none at all). */
  unlistedWaitMs: number;
};

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `readSlugs` reads the index (cheap through the cache; a publish on any instance invalidates
 * it). The returned function gives the index to judge `slug` by, or undefined when none can be
 * had in time: then the visit goes on to the page, which serves its cached version or its 404.
 */
export function createPageIndexGate(
  readSlugs: () => Promise<Iterable<string>>,
  { waitMs, unlistedWaitMs }: PageIndexGateOptions,
) {
  let pending: Promise<Set<string> | undefined> | undefined;
  let lastKnown: Set<string> | undefined;

  function readIndex(): Promise<Set<string> | undefined> {
    pending ??= readSlugs()
      .then((slugs) => (lastKnown = new Set(slugs)))
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return async function pageIndexFor(slug: string): Promise<ReadonlySet<string> | undefined> {
    const fresh = readIndex();
    const known = await within(fresh, waitMs);
    if (known) return known;
    // Slow (a loaded process) or failing: a slug listed last time goes on to its page at once;
    // any other slug waits longer, since answering it here costs nothing while letting it
    // through costs a content query and a cache entry.
    if (!lastKnown || lastKnown.has(slug)) return undefined;
    return within(fresh, unlistedWaitMs);
  };
}
