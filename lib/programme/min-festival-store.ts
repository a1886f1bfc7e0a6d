import { useSyncExternalStore } from 'react';
import { MIN_FESTIVAL_KEY } from './min-festival-key';

/**
 * "Min festival": the events a visitor starred, kept on the phone only (localStorage, one key,
 * nothing sent anywhere). Each starred event keeps the signature (./event-signature) the phone
 * last saw, so a later change can be pointed out. Storage may be missing, full, corrupt or
 * throwing (private mode): then the plan lives in memory for this visit, and nothing crashes.
 */

export { MIN_FESTIVAL_KEY };
const VERSION = 1;

export type StarredEvent = { slug: string; seen: string };
export type MinFestival = { version: typeof VERSION; starred: readonly StarredEvent[] };

const EMPTY: MinFestival = Object.freeze({ version: VERSION, starred: Object.freeze([]) });

type Listener = () => void;
const listeners = new Set<Listener>();

// The stored text as last read or written, and the snapshot parsed from it: useSyncExternalStore
// needs the same object back while nothing changed.
let cachedRaw: string | null = null;
let cachedSnapshot: MinFestival = EMPTY;
// Set once storage refused a write (or cannot be reached): from then on memory is the truth.
let memoryOnly = false;
let memoryRaw: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  if (memoryOnly) return memoryRaw;
  try {
    const store = storage();
    return store ? store.getItem(MIN_FESTIVAL_KEY) : memoryRaw;
  } catch {
    return memoryRaw;
  }
}

function writeRaw(raw: string) {
  memoryRaw = raw;
  if (memoryOnly) return;
  try {
    const store = storage();
    if (store) store.setItem(MIN_FESTIVAL_KEY, raw);
    else memoryOnly = true;
  } catch {
    memoryOnly = true;
  }
}

function isStarredEvent(value: unknown): value is StarredEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { slug, seen } = value as Record<string, unknown>;
  return typeof slug === 'string' && slug !== '' && typeof seen === 'string';
}

/** The stored plan; anything unreadable (corrupt JSON, another version, odd entries) is left out. */
export function parseMinFestival(raw: string | null): MinFestival {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof value !== 'object' || value === null) return EMPTY;
  const { version, starred } = value as Record<string, unknown>;
  if (version !== VERSION || !Array.isArray(starred)) return EMPTY;
  const bySlug = new Map<string, StarredEvent>();
  for (const entry of starred) {
    if (isStarredEvent(entry)) bySlug.set(entry.slug, { slug: entry.slug, seen: entry.seen });
  }
  return { version: VERSION, starred: [...bySlug.values()] };
}

export function readMinFestival(): MinFestival {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSnapshot = parseMinFestival(raw);
  }
  return cachedSnapshot;
}

function save(starred: StarredEvent[]) {
  writeRaw(JSON.stringify({ version: VERSION, starred }));
  listeners.forEach((listener) => listener());
}

export function isStarred(slug: string): boolean {
  return readMinFestival().starred.some((entry) => entry.slug === slug);
}

/** Stars or unstars an event; returns whether it is starred now. */
export function toggleStar(slug: string, signature: string): boolean {
  const { starred } = readMinFestival();
  if (starred.some((entry) => entry.slug === slug)) {
    save(starred.filter((entry) => entry.slug !== slug));
    return false;
  }
  save([...starred, { slug, seen: signature }]);
  return true;
}

/** Records that the phone showed a starred event as it is now; unstarred events are ignored. */
export function markSeen(slug: string, signature: string): void {
  const { starred } = readMinFestival();
  const entry = starred.find((item) => item.slug === slug);
  if (!entry || entry.seen === signature) return;
  save(starred.map((item) => (item.slug === slug ? { slug, seen: signature } : item)));
}

/** Whether a starred event's signature differs from the one the phone last saw. */
export function changedSinceSeen(plan: MinFestival, slug: string, signature: string): boolean {
  const entry = plan.starred.find((item) => item.slug === slug);
  return entry !== undefined && entry.seen !== signature;
}

/** Calls back on this tab's changes and on other tabs' (the `storage` event). */
export function subscribe(callback: Listener): () => void {
  listeners.add(callback);
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === MIN_FESTIVAL_KEY || event.key === null) callback();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(callback);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/** The plan in a component. On the server and before hydration nothing is starred. */
export function useMinFestival(): MinFestival {
  return useSyncExternalStore(subscribe, readMinFestival, serverSnapshot);
}
