import { useSyncExternalStore } from 'react';
import { MIN_FESTIVAL_KEY } from './min-festival-key';

/**
 * "Min festival": the events a visitor starred, kept on the phone only (localStorage, one key,
 * nothing sent anywhere). Each starred event keeps the signature (./event-signature) the phone
 * last saw, so a later change can be pointed out. Storage may be missing, full, corrupt or
 * throwing (private mode): then the plan lives in memory for this visit, and nothing crashes.
 */

export { MIN_FESTIVAL_KEY };
const VERSION = 2;

/**
 * One starred event. Kept by the event's document id, so a slug change keeps the star; the slug
 * and title are what the phone last saw (for links and for "Fjernet fra programmet: …"). Plans
 * stored before version 2 kept slugs only: those entries have `id: ''` until a page that lists
 * the event migrates them (reconcileStars).
 */
export type StarredEvent = { id: string; slug: string; title: string; seen: string };
export type MinFestival = { version: typeof VERSION; starred: readonly StarredEvent[] };
/** What a star points at: the event's id, slug and title as the page lists it. */
export type StarTarget = { id: string; slug: string; title: string };

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

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored entry of either version, or null when it is unreadable. */
function starredEntry(value: unknown): StarredEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, slug, title, seen } = value as Record<string, unknown>;
  if (typeof seen !== 'string') return null;
  if (text(id) === '' && text(slug) === '') return null;
  return { id: text(id), slug: text(slug), title: text(title), seen };
}

/** The key an entry is known by: its id, or its slug while it has none (version 1). */
const entryKey = (entry: StarredEvent) => (entry.id ? `id:${entry.id}` : `slug:${entry.slug}`);

/** Whether an entry is the star of this event (by id, or by slug for a version 1 entry). */
export function isStarOf(entry: StarredEvent, target: Pick<StarTarget, 'id' | 'slug'>): boolean {
  return entry.id ? entry.id === target.id : entry.slug === target.slug;
}

/** The stored plan; anything unreadable (corrupt JSON, unknown version, odd entries) is left out. */
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
  if ((version !== 1 && version !== VERSION) || !Array.isArray(starred)) return EMPTY;
  const byKey = new Map<string, StarredEvent>();
  for (const item of starred) {
    const entry = starredEntry(item);
    if (entry) byKey.set(entryKey(entry), entry);
  }
  return { version: VERSION, starred: [...byKey.values()] };
}

export function readMinFestival(): MinFestival {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSnapshot = parseMinFestival(raw);
  }
  return cachedSnapshot;
}

function save(starred: readonly StarredEvent[]) {
  writeRaw(JSON.stringify({ version: VERSION, starred }));
  listeners.forEach((listener) => listener());
}

export function isStarred(target: Pick<StarTarget, 'id' | 'slug'>): boolean {
  return readMinFestival().starred.some((entry) => isStarOf(entry, target));
}

/** Stars or unstars an event; returns whether it is starred now. */
export function toggleStar(target: StarTarget, signature: string): boolean {
  const { starred } = readMinFestival();
  if (starred.some((entry) => isStarOf(entry, target))) {
    save(starred.filter((entry) => !isStarOf(entry, target)));
    return false;
  }
  save([...starred, { ...target, seen: signature }]);
  return true;
}

/** Stars every event of a shared plan that is not starred yet, as seen now. */
export function starAll(targets: readonly (StarTarget & { signature: string })[]): void {
  const { starred } = readMinFestival();
  const added = targets
    .filter((target) => !starred.some((entry) => isStarOf(entry, target)))
    .map(({ signature, ...target }) => ({ ...target, seen: signature }));
  if (added.length > 0) save([...starred, ...added]);
}

/** Records that the phone showed a starred event as it is now; unstarred events are ignored. */
export function markSeen(target: StarTarget, signature: string): void {
  const { starred } = readMinFestival();
  const entry = starred.find((item) => isStarOf(item, target));
  if (!entry || entry.seen === signature) return;
  save(starred.map((item) => (item === entry ? { ...target, seen: signature } : item)));
}

/** Whether a starred event's signature differs from the one the phone last saw. */
export function changedSinceSeen(
  plan: MinFestival,
  target: Pick<StarTarget, 'id' | 'slug'>,
  signature: string,
): boolean {
  const entry = plan.starred.find((item) => isStarOf(item, target));
  return entry !== undefined && entry.seen !== signature;
}

/**
 * Brings the stored stars in line with the programme a page lists: version 1 entries (slug only)
 * get their event's id, a renamed slug or title is updated, and, when `complete` (the page lists
 * the whole programme), stars of events that no longer exist are dropped. Returns the titles of
 * the dropped ones, for a notice shown once.
 */
export function reconcileStars(listed: readonly StarTarget[], complete: boolean): string[] {
  const { starred } = readMinFestival();
  const byId = new Map(listed.map((event) => [event.id, event]));
  const bySlug = new Map(listed.map((event) => [event.slug, event]));
  const removed: string[] = [];
  const kept = new Map<string, StarredEvent>();
  for (const entry of starred) {
    const event = entry.id ? byId.get(entry.id) : bySlug.get(entry.slug);
    if (!event) {
      if (complete) removed.push(entry.title || entry.slug || entry.id);
      else kept.set(entryKey(entry), entry);
      continue;
    }
    const next = { ...event, seen: entry.seen };
    kept.set(entryKey(next), next);
  }
  const next = [...kept.values()];
  const same =
    next.length === starred.length &&
    next.every(
      (entry, index) =>
        entry.id === starred[index].id &&
        entry.slug === starred[index].slug &&
        entry.title === starred[index].title,
    );
  if (!same) save(next);
  return removed;
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
