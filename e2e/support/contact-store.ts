import path from 'node:path';
import { openSqliteStore } from '../../lib/contact/store/sqlite';
import type { ContactStatus, StoredMessage } from '../../lib/contact/store/types';

// The e2e server keeps contact messages here (test-support/e2e-server.mjs sets CONTACT_DB_FILE).
export const CONTACT_DB_FILE = path.resolve(process.env.E2E_WORK_DIR ?? '.data/e2e', 'contact.db');

/** Every stored message, read through the store itself (a second connection, as the CLI does). */
export async function storedMessages(
  filter: { status?: ContactStatus } = {},
): Promise<StoredMessage[]> {
  const store = openSqliteStore(CONTACT_DB_FILE);
  try {
    return await store.list(filter);
  } finally {
    await store.close();
  }
}

/** The stored message with this email, flattened: the fields plus id, status and receivedAt. */
export async function storedEntry(email: string): Promise<Record<string, unknown> | undefined> {
  const found = (await storedMessages()).find((entry) => entry.message.email === email);
  return (
    found && { ...found.message, id: found.id, status: found.status, receivedAt: found.receivedAt }
  );
}
