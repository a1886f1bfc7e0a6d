import 'server-only';
import { readContactEnv } from '@/lib/env/contact';
import { getContactStore, type ContactCounts, type ContactStore } from '@/lib/contact/store';
import { processEnv } from '@/lib/env/process-env.mjs';

export type ContactCheck = {
  /** local-only: messages are kept in the store and nobody is notified (no HubSpot configured). */
  delivery: 'hubspot' | 'local-only' | 'misconfigured';
  /** Where messages are kept: SQLite alone, or the fleet's queue on Redis (REDIS_URL). */
  store?: ContactStore['kind'];
  /** Messages by status; absent when the store cannot be read. */
  messages?: ContactCounts;
  problem?: string;
  /** With a queue Redis: whether it takes new messages, and which setting keeps it from that. */
  queue?: { state: 'ok' | 'not-durable' | 'unchecked'; problem?: string };
};

/** Where contact messages go and how many wait; informational, it never fails the health check. */
export async function checkContactDelivery(
  env: Record<string, string | undefined> = processEnv(),
): Promise<ContactCheck> {
  let delivery: ContactCheck['delivery'];
  let contact;
  try {
    contact = readContactEnv(env);
    delivery = contact.hubspot ? 'hubspot' : 'local-only';
  } catch {
    return { delivery: 'misconfigured', problem: 'contact environment is invalid' };
  }
  const kind = contact.redisUrl ? 'redis' : 'sqlite';
  try {
    const store = await getContactStore(contact);
    // Not `instanceof`: instrumentation and route handlers are separate bundles sharing one
    // store (lib/contact/store/index.ts), so the store's class may be another bundle's copy.
    if (store.checkQueue) {
      const queueProblem = await store.checkQueue();
      const messages = await store.counts().catch(() => undefined);
      if (queueProblem) {
        return {
          delivery,
          store: kind,
          ...(messages ? { messages } : {}),
          queue: { state: 'not-durable', problem: queueProblem },
          problem: `The queue Redis is not used, new messages stay in this instance's SQLite store: ${queueProblem}`,
        };
      }
      if (!messages) throw new Error('counts unavailable');
      return {
        delivery,
        store: kind,
        messages,
        queue: { state: queueProblem === null ? 'ok' : 'unchecked' },
      };
    }
    return { delivery, store: kind, messages: await store.counts() };
  } catch {
    return {
      delivery,
      store: kind,
      problem:
        kind === 'redis'
          ? 'the contact store cannot be read (Redis unreachable?); new messages go to the local spool'
          : 'the contact store cannot be opened',
    };
  }
}
