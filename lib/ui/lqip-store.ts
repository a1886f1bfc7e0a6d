/**
 * Where the server keeps each image placeholder (LQIP) between the two renders of a page, so the
 * HTML carries it once (docs/images.md#sent-once). The React Server Components render registers
 * an LQIP and hands the page only its short id; the HTML render (the same Node process, right
 * after) looks the id up and writes one CSS rule for it. The RSC payload, which the HTML also
 * carries inline, never holds the data URL. In the browser the store is empty: an image a
 * client-side navigation brings shows its dominant colour alone.
 *
 * Plain code, no Node built-ins: the HTML render's lookup runs in a client component's module.
 */

/** A few MB at most: LQIPs are about 1 kB, and an id is read within the same request. */
const LIMIT = 5_000;

type Store = Map<string, string>;

const STORE = Symbol.for('matfestivalen.lqip-store');

function store(): Store {
  const global = globalThis as { [STORE]?: Store };
  global[STORE] ??= new Map();
  return global[STORE];
}

/** FNV-1a over the string, 32 bits, from a given offset basis. */
function fnv1a(text: string, basis: number): string {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

/** The id of an LQIP: two 32-bit hashes of its text, so two placeholders never share one. */
export function lqipId(lqip: string): string {
  return `${fnv1a(lqip, 0x811c9dc5)}${fnv1a(lqip, 0x01000193)}`;
}

/** Keeps an LQIP for the HTML render and returns its id (the most recent kept last). */
export function registerLqip(lqip: string): string {
  const id = lqipId(lqip);
  const kept = store();
  kept.delete(id);
  kept.set(id, lqip);
  while (kept.size > LIMIT) kept.delete(kept.keys().next().value as string);
  return id;
}

/** The LQIP registered under `id`, if this process has it. */
export function lqipOf(id: string): string | undefined {
  return store().get(id);
}

/** The one CSS rule that shows an LQIP behind every image of the page that carries its id. */
export function lqipRule(id: string, lqip: string): string {
  return `img[data-lqip="${id}"]{background-image:url(${lqip})}`;
}
