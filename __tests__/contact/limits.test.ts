import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runContactCli } from '@/lib/contact/cli/run';
import { terminalJson, terminalSafe } from '@/lib/contact/cli/terminal-safe';
import { readContactEnv } from '@/lib/env/contact';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { capQuarantine, purgeStalePending } from '@/lib/contact/worker';
import payload from './fixtures/valid-payload.json';

const message = contactMessageSchema.parse(payload);
const DAY = 24 * 60 * 60 * 1000;
let dir: string;
let store: ContactStore;
let lines: string[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-limits-'));
  store = openSqliteStore(path.join(dir, 'contact.db'));
  lines = [];
  for (const level of ['info', 'warn', 'error'] as const)
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pending messages follow the retention rule, with or without HubSpot', () => {
  it('deletes a pending message once it could have been dead for the dead retention', async () => {
    const env = readContactEnv({}); // no HubSpot: nothing ever delivers them
    const keptMs = env.retry.giveUpAfterMs + env.retention.dead * DAY;
    const old = await store.accept({ message, context: {} }, 1000);
    const recent = await store.accept({ message, context: {} }, 1000 + DAY);
    expect(await purgeStalePending(store, env, 1000 + keptMs + 1)).toBe(1);
    expect(await store.get(old.id)).toBeNull();
    expect(await store.get(recent.id)).not.toBeNull();
    expect(lines.join('\n')).toContain('"status":"pending"');
  });
});

describe('the quarantine cap', () => {
  it('drops the oldest quarantined messages beyond the cap and logs it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await store.accept({ message, context: {}, spamReason: 'honeypot' }, 1000 + i)).id);
    const person = await store.accept({ message, context: {} }, 500);
    expect(await capQuarantine(store, 3)).toBe(1);
    expect((await store.list({ status: 'quarantined' })).map((m) => m.id)).toEqual(ids.slice(1));
    expect(await store.get(person.id)).not.toBeNull();
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      event: 'contact.quarantine-capped',
      dropped: 1,
      max: 3,
    });
    expect(await capQuarantine(store, 3)).toBe(0);
  });
});

describe("the staff CLI escapes control characters from visitors' input", () => {
  it('escapes escape sequences, C1 controls and bidi overrides; JSON stays valid', () => {
    expect(terminalSafe('a\u001b[2Jb\r\u009b\u202e')).toBe('a\\u001b[2Jb\\u000d\\u009b\\u202e');
    const json = terminalJson({ name: 'x\u009by\u2028z\u001b' });
    expect(json).not.toMatch(/[\u001b\u009b\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: 'x\u009by\u2028z\u001b' });
  });

  it('prints list, list --json and show without a raw control character', async () => {
    const hostile = {
      ...message,
      firstname: 'Ola\u001b[31m\u009b',
      lastname: '\u202eNordmann',
      message: 'Hei\r\u001b]0;pwned\u0007',
    };
    const stored = await store.accept({ message: hostile, context: {} });
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
    const deps = { store, env: readContactEnv({}) };
    expect(await runContactCli(['list'], deps, io)).toBe(0);
    expect(await runContactCli(['list', '--json'], deps, io)).toBe(0);
    expect(await runContactCli(['show', stored.id], deps, io)).toBe(0);
    for (const text of out)
      expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(out[1])[0].firstname).toBe(hostile.firstname);
    expect(JSON.parse(out[2]).message.message).toBe(hostile.message);
  });
});
