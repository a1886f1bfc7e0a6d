import 'server-only';
import { readContactEnv } from '@/lib/contact/env';
import { getContactStore, type ContactCounts, type ContactStore } from '@/lib/contact/store';

export type ContactCheck = {
  /** local-only: messages are kept in the store and nobody is notified (no HubSpot configured). */
  delivery: 'hubspot' | 'local-only' | 'misconfigured';
  /** Where messages are kept: SQLite alone, or the fleet's queue on Redis (REDIS_URL). */
  store?: ContactStore['kind'];
  /** Messages by status; absent when the store cannot be read. */
  messages?: ContactCounts;
  problem?: string;
};

/** Where contact messages go and how many wait; informational, it never fails the health check. */
export async function checkContactDelivery(
  env: Record<string, string | undefined> = process.env,
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
