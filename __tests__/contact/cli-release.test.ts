import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runContactCli } from '@/lib/contact/cli/run';
import { readContactEnv } from '@/lib/env/contact';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { json, startStandIn } from '../support/http-stand-in';
import payload from './fixtures/valid-payload.json';

// `contact release` and `retry` on a store a running server's worker also drains: when that
// worker claims the message between the release and the CLI's own delivery run, the CLI waits
// for the worker's attempt and reports its outcome instead of calling the message undelivered.

let dir: string;
let store: ContactStore;
let hubspot: Awaited<ReturnType<typeof startStandIn>>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-cli-'));
  store = openSqliteStore(path.join(dir, 'contact.db'));
  hubspot = await startStandIn((_request, response) =>
    json(response, 200, { inlineMessage: 'Takk' }),
  );
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await store.close();
  await hubspot.close();
  await rm(dir, { recursive: true, force: true });
});

const env = () =>
  readContactEnv({
    HUBSPOT_PORTAL_ID: '1',
    HUBSPOT_FORM_GUID: 'form',
    HUBSPOT_API_URL: hubspot.url,
  });

const WAITING = 'a running server is delivering it';

/**
 * The store as the CLI sees it while a server runs: right after the release, the server's worker
 * claims the message (its lease), and when the CLI says it waits, `onWait` plays that worker's
 * attempt.
 */
function withServerWorker(onWait: (id: string) => Promise<void>) {
  const claimedByServer = new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'release' || key === 'retry')
        return async (id: string, now?: number) => {
          const queued = await target[key](id, now);
          const claimed = await target.claimDue('server-worker', { limit: 10, leaseMs: 60_000 });
          expect(claimed.map((m) => m.id)).toEqual([id]);
          return queued;
        };
      return Reflect.get(target, key, receiver);
    },
  });
  const lines: string[] = [];
  const pending: Promise<void>[] = [];
  const io = {
    out: (text: string) => {
      lines.push(text);
      if (text.includes(WAITING)) pending.push(onWait(text.split(':')[0]));
    },
    err: (text: string) => lines.push(text),
  };
  return { store: claimedByServer, io, lines, pending };
}

async function quarantined() {
  const message = contactMessageSchema.parse(payload);
  return store.accept({ message, context: {}, spamReason: 'too-fast' });
}

describe('contact release while a server delivers', () => {
  it('waits for the server worker and reports the message delivered (exit 0), sent once', async () => {
    const spam = await quarantined();
    const cli = withServerWorker(async (id) => {
      await store.markDelivered(id);
    });
    const code = await runContactCli(
      ['release', spam.id],
      { store: cli.store, env: env() },
      cli.io,
    );
    await Promise.all(cli.pending);
    expect(cli.lines.some((line) => line.includes(WAITING))).toBe(true);
    expect(cli.lines.at(-1)).toBe(`${spam.id}: delivered`);
    expect(code).toBe(0);
    // The CLI's own run left the leased message alone: HubSpot never heard from it.
    expect(hubspot.requests).toHaveLength(0);
  });

  it("reports the server's failed attempt with its error (exit 1)", async () => {
    const spam = await quarantined();
    const cli = withServerWorker(async (id) => {
      await store.markFailed(id, 'HubSpot answered 503', Date.now() + 5_000);
    });
    const code = await runContactCli(
      ['release', spam.id],
      { store: cli.store, env: env() },
      cli.io,
    );
    expect(cli.lines.at(-1)).toBe(`${spam.id}: pending (last error: HubSpot answered 503)`);
    expect(code).toBe(1);
  });

  it('gives up waiting after the wait it was given and says the message is pending', async () => {
    const spam = await quarantined();
    const cli = withServerWorker(async () => undefined);
    const code = await runContactCli(
      ['release', spam.id],
      { store: cli.store, env: env(), workerWaitMs: 0 },
      cli.io,
    );
    expect(cli.lines.at(-1)).toBe(`${spam.id}: pending`);
    expect(code).toBe(1);
    expect(hubspot.requests).toHaveLength(0);
  });

  it('delivers it itself when no server holds it (exit 0), without waiting', async () => {
    const spam = await quarantined();
    const lines: string[] = [];
    const io = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text) };
    expect(await runContactCli(['release', spam.id], { store, env: env() }, io)).toBe(0);
    expect(lines.some((line) => line.includes(WAITING))).toBe(false);
    expect(lines.at(-1)).toBe(`${spam.id}: delivered`);
    expect(hubspot.requests).toHaveLength(1);
  });
});
