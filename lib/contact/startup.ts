import 'server-only';
import { logEvent } from '@/lib/log';
import { readContactEnv } from '@/lib/env/contact';
import { getContactStore } from './store';
import { startContactWorker, type ContactWorker } from './worker';
import { processEnv } from '@/lib/env/process-env.mjs';

const STARTED = Symbol.for('matfestival.contact.worker');

/**
 * Called once at server start (instrumentation.ts): opens the store (importing an old JSONL
 * outbox), warns when production keeps messages locally, and starts the delivery worker.
 * Never throws: a broken contact setup must not keep pages from being served; it is logged.
 */
export async function startContactDelivery(
  env: Record<string, string | undefined> = processEnv(),
): Promise<ContactWorker | null> {
  const holder = globalThis as Record<symbol, unknown>;
  if (holder[STARTED]) return holder[STARTED] as ContactWorker;
  try {
    const contact = readContactEnv(env);
    if (!contact.hubspot && env.NODE_ENV === 'production') {
      logEvent(
        'startup.contact-local-only',
        {
          dbFile: contact.dbFile,
          warning:
            'HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are not set: contact messages are only stored in the local database, nobody is notified. Set them, or read the messages with `npm run contact -- list`.',
        },
        'warn',
      );
    }
    // A queue Redis unfit to hold messages is logged by the store when it opens (./store/fleet.ts).
    const store = await getContactStore(contact);
    const worker = startContactWorker({ store, env: contact });
    holder[STARTED] = worker;
    return worker;
  } catch (error) {
    logEvent(
      'startup.contact-failed',
      {
        error: `Contact delivery did not start: ${error instanceof Error ? error.message : String(error)}`,
      },
      'error',
    );
    return null;
  }
}
