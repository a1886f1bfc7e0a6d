import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { contactStoreContract } from '../support/contact-store-contract';
import payload from './fixtures/valid-payload.json';

let dir: string;
let file: string;
const opened: ContactStore[] = [];

function open() {
  const store = openSqliteStore(file);
  opened.push(store);
  return store;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-store-'));
  file = path.join(dir, 'nested', 'contact.db');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  jest.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('SQLite contact store', () => {
  contactStoreContract(async () => open());

  it('runs in WAL mode in a file only its owner can read', async () => {
    open();
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
    const { statSync } = await import('node:fs');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('leaves no trace of an erased message in the database file or its WAL', async () => {
    const store = open();
    const secret = 'hemmelig-avsender-7f3a@example.no';
    const message = contactMessageSchema.parse({
      ...payload,
      email: secret,
      message: 'Q'.repeat(500),
    });
    for (let i = 0; i < 3; i += 1) await store.accept({ message, context: {} }, 1000 + i);
    await store.accept({ message: contactMessageSchema.parse(payload), context: {} }, 2000);
    const { readFileSync, existsSync } = await import('node:fs');
    const bytes = () =>
      [file, `${file}-wal`]
        .filter((f) => existsSync(f))
        .map((f) => readFileSync(f).toString('latin1'))
        .join('');
    expect(bytes()).toContain(secret);
    expect(await store.erase(secret)).toBe(3);
    expect(bytes()).not.toContain(secret);
    expect(bytes()).not.toContain('Q'.repeat(100));
  });

  it('fails with the file name when the store cannot be created', async () => {
    const blocker = path.join(dir, 'not-a-folder');
    await writeFile(blocker, 'x');
    expect(() => openSqliteStore(path.join(blocker, 'contact.db'))).toThrow(
      /contact store .*not-a-folder\/contact\.db cannot be opened for writing/,
    );
  });
});
