/**
 * How the proxy gets the page index to judge a slug by, without a read per visit and without
 * ever holding a visit long. Pure of Next, so it is unit-tested.
 *
 * The proxy runs before every page request, and Next gives it no working data cache under
 * `next start` (each proxy call gets a fresh, empty incremental cache unless a cache handler is
 * configured), so reading the index per visit ran the index query per visit: half the origin's
 * throughput (docs/performance.md). So the index is kept in this process:
 * - A slug the kept index lists goes on to its page at once, with no read. If it was unpublished
 *   since, the page answers its own 404 (its data is revalidated by the publish).
 * - Any other slug is answered from the kept index while it is younger than `maxAgeMs` (0: never)
 *   and no publish has cleared it since; otherwise it waits for a fresh read, up to
 *   `unlistedWaitMs`. So a bot scanning URLs costs at most one read per `maxAgeMs`.
 * - One read in flight per process, however many visits arrive meanwhile.
 */

export type PageIndexGateOptions = {
  /** How long the first visits wait for the first read before going on to the page. */
  waitMs: number;
  /** How long a visit to a slug the kept index lacks waits for a fresh read. */
  unlistedWaitMs: number;
  /** How long the kept index answers unlisted slugs without a fresh read. */
  maxAgeMs: number;
  /** The clock, for tests. */
  now?: () => number;
};

export type PageIndexGate = {
  (slug: string): Promise<ReadonlySet<string> | undefined>;
  /** Forgets how old the kept index is: the next unlisted slug reads afresh (a publish). */
  invalidate(): void;
};

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `readSlugs` reads the index. The returned function gives the index to judge `slug` by, or
 * undefined when none can be had in time: then the visit goes on to the page, which serves its
 * cached version or its 404.
 */
export function createPageIndexGate(
  readSlugs: () => Promise<Iterable<string>>,
  { waitMs, unlistedWaitMs, maxAgeMs, now = Date.now }: PageIndexGateOptions,
): PageIndexGate {
  let pending: Promise<Set<string> | undefined> | undefined;
  let kept: Set<string> | undefined;
  let readAt = -Infinity;
  // Bumped by invalidate(), so a read that started before a publish does not count as fresh.
  let generation = 0;

  function readIndex(): Promise<Set<string> | undefined> {
    if (pending) return pending;
    const startedAt = now();
    const startedGeneration = generation;
    pending = readSlugs()
      .then((slugs) => {
        kept = new Set(slugs);
        if (startedGeneration === generation) readAt = startedAt;
        return kept;
      })
      .catch(() => {
        // A failing source is not asked again by every unlisted visit: the kept index (if any)
        // stands for another maxAgeMs; with none, the visits go on to their pages.
        if (kept && startedGeneration === generation) readAt = startedAt;
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  const gate = async function pageIndexFor(slug: string) {
    if (kept?.has(slug)) return kept;
    if (kept && now() - readAt < maxAgeMs) return kept;
    // Unlisted and the kept index is old (or there is none yet): judge by a fresh read.
    return within(readIndex(), kept ? unlistedWaitMs : waitMs);
  } as PageIndexGate;
  gate.invalidate = () => {
    generation += 1;
    readAt = -Infinity;
  };
  return gate;
}

const GATES = Symbol.for('matfestival.pageIndexGates');
type GateRegistry = { [GATES]?: Set<PageIndexGate> };

/**
 * The proxy and the webhook's route handler are separate bundles in one server process, so the
 * gate is found through globalThis: the webhook clears it the moment a publish arrives.
 */
export function registerPageIndexGate(gate: PageIndexGate): PageIndexGate {
  const registry = globalThis as GateRegistry;
  (registry[GATES] ??= new Set()).add(gate);
  return gate;
}

/** Called by the publishing webhook: every gate in this process reads the index afresh. */
export function invalidatePageIndexGates(): void {
  (globalThis as GateRegistry)[GATES]?.forEach((gate) => gate.invalidate());
}
