/** @jest-environment jsdom */
import { randomBytes } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { isStarred, useMinFestival } from '@/lib/programme/min-festival-store';

type Store = typeof import('@/lib/programme/min-festival-store');

const KEY = 'matfestival:min-festival';
const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A fresh copy of the store module: its memory (the fallback, the snapshot) starts empty. */
function loadStore(): Store {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>('@/lib/programme/min-festival-store');
  });
  if (!store) throw new Error('the store module did not load');
  return store;
}

/** A starred event's identity: the id the star is kept by, the slug and title last seen. */
const target = (slug: string) => ({ id: `id-${slug}`, slug, title: `Tittel ${slug}` });

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the Min festival store', () => {
  it('stars and unstars under one versioned key, keeping the signature seen', () => {
    const store = loadStore();
    const slug = word('arrangement');
    const signature = word('sig');
    expect(store.isStarred(target(slug))).toBe(false);
    expect(store.toggleStar(target(slug), signature)).toBe(true);
    expect(store.isStarred(target(slug))).toBe(true);
    expect(Object.keys(localStorage)).toEqual([KEY]);
    expect(stored()).toEqual({ version: 2, starred: [{ ...target(slug), seen: signature }] });
    expect(store.toggleStar(target(slug), signature)).toBe(false);
    expect(store.isStarred(target(slug))).toBe(false);
    expect(stored()).toEqual({ version: 2, starred: [] });
  });

  it('survives a reload: a new copy of the module reads what the last one stored', () => {
    const slug = word('arrangement');
    loadStore().toggleStar(target(slug), word('sig'));
    expect(loadStore().isStarred(target(slug))).toBe(true);
  });

  it('records the signature seen for starred events only, and tells when it changed', () => {
    const store = loadStore();
    const slug = word('arrangement');
    const other = word('arrangement');
    store.toggleStar(target(slug), 'first');
    expect(store.changedSinceSeen(store.readMinFestival(), target(slug), 'second')).toBe(true);
    store.markSeen(target(slug), 'second');
    store.markSeen(target(other), 'second');
    const plan = store.readMinFestival();
    expect(plan.starred).toEqual([{ ...target(slug), seen: 'second' }]);
    expect(store.changedSinceSeen(plan, target(slug), 'second')).toBe(false);
    expect(store.changedSinceSeen(plan, target(other), 'second')).toBe(false);
  });

  it('returns the same snapshot while nothing changed (as useSyncExternalStore needs)', () => {
    const store = loadStore();
    store.toggleStar(target(word('arrangement')), word('sig'));
    expect(store.readMinFestival()).toBe(store.readMinFestival());
  });

  it.each([
    ['corrupt JSON', '{"version":1,"starred":['],
    ['another version', JSON.stringify({ version: 99, starred: [{ slug: 'a', seen: 'b' }] })],
    ['a plain list', JSON.stringify(['a'])],
    ['null', 'null'],
  ])('treats %s as an empty plan, and stars over it', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    const store = loadStore();
    expect(store.readMinFestival().starred).toEqual([]);
    const slug = word('arrangement');
    store.toggleStar(target(slug), 'sig');
    expect(stored().starred).toEqual([{ ...target(slug), seen: 'sig' }]);
  });

  it('keeps the valid entries of a list with odd ones, once each', () => {
    const slug = word('arrangement');
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        starred: [
          { slug, seen: 'a' },
          { slug: '' },
          7,
          { slug, seen: 'b' },
          { slug: 3, seen: 'x' },
        ],
      }),
    );
    expect(loadStore().readMinFestival().starred).toEqual([{ id: '', slug, title: '', seen: 'b' }]);
  });

  it('keeps working in memory when storage throws (private mode), without crashing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = loadStore();
    const slug = word('arrangement');
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.readMinFestival().starred).toEqual([]);
    expect(store.toggleStar(target(slug), 'sig')).toBe(true);
    expect(store.isStarred(target(slug))).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies on its own changes and on another tab’s, until unsubscribed', () => {
    const store = loadStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggleStar(target(word('arrangement')), 'sig');
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab stars an event: the browser fires `storage` here with the new value.
    const slug = word('arrangement');
    localStorage.setItem(KEY, JSON.stringify({ version: 1, starred: [{ slug, seen: 's' }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.isStarred(target(slug))).toBe(true);

    window.dispatchEvent(new StorageEvent('storage', { key: 'fargetema' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.toggleStar(target(word('arrangement')), 'sig');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('renders nothing starred on the server, whatever the phone stored', () => {
    const slug = word('arrangement');
    localStorage.setItem(KEY, JSON.stringify({ version: 1, starred: [{ slug, seen: 's' }] }));
    // The module shared with React here (an isolated copy would bring its own React).
    function Count() {
      return <output>{useMinFestival().starred.length}</output>;
    }
    expect(isStarred(target(slug))).toBe(true);
    expect(renderToString(<Count />)).toBe('<output>0</output>');
  });

  it('migrates stars kept by slug (version 1) to the event id, and keeps them across a slug change', () => {
    const slug = word('arrangement');
    localStorage.setItem(KEY, JSON.stringify({ version: 1, starred: [{ slug, seen: 's' }] }));
    const store = loadStore();
    const event = target(slug);
    expect(store.isStarred(event)).toBe(true);
    expect(store.reconcileStars([event], true)).toEqual([]);
    expect(stored()).toEqual({ version: 2, starred: [{ ...event, seen: 's' }] });
    // The editor renames the slug: the star follows the id.
    const renamed = { ...event, slug: word('nytt-navn') };
    expect(store.isStarred(renamed)).toBe(true);
    expect(store.reconcileStars([renamed], true)).toEqual([]);
    expect(stored().starred).toEqual([{ ...renamed, seen: 's' }]);
  });

  it('drops stars of events that left the programme once, naming them, only when the page lists it all', () => {
    const store = loadStore();
    const kept = target(word('arrangement'));
    const gone = target(word('arrangement'));
    store.toggleStar(kept, 'a');
    store.toggleStar(gone, 'b');
    expect(store.reconcileStars([kept], false)).toEqual([]);
    expect(store.readMinFestival().starred).toHaveLength(2);
    expect(store.reconcileStars([kept], true)).toEqual([gone.title]);
    expect(store.readMinFestival().starred).toEqual([{ ...kept, seen: 'a' }]);
    expect(store.reconcileStars([kept], true)).toEqual([]);
  });

  it('stars every event of a shared plan that is not starred yet', () => {
    const store = loadStore();
    const a = target(word('arrangement'));
    const b = target(word('arrangement'));
    store.toggleStar(a, 'old');
    store.starAll([
      { ...a, signature: 'new' },
      { ...b, signature: 'sb' },
    ]);
    expect(store.readMinFestival().starred).toEqual([
      { ...a, seen: 'old' },
      { ...b, seen: 'sb' },
    ]);
  });
});
