import 'server-only';
import { readContactEnv } from '@/lib/contact/env';
import { getContactStore, type ContactCounts } from '@/lib/contact/store';

export type ContactCheck = {
  /** local-only: messages are kept in the store and nobody is notified (no HubSpot configured). */
  delivery: 'hubspot' | 'local-only' | 'misconfigured';
  /** Messages by status; absent when the store cannot be opened. */
  messages?: ContactCounts;
  problem?: string;
};

/** Where contact messages go and how many wait; informational, it never fails the health check. */
export async function checkContactDelivery(env: Record<string, string | undefined> = process.env): Promise<ContactCheck> {
  let delivery: ContactCheck['delivery'];
  let contact;
  try {
    contact = readContactEnv(env);
    delivery = contact.hubspot ? 'hubspot' : 'local-only';
  } catch {
    return { delivery: 'misconfigured', problem: 'contact environment is invalid' };
  }
  try {
    const store = await getContactStore(contact);
    return { delivery, messages: await store.counts() };
  } catch {
    return { delivery, problem: 'the contact store cannot be opened' };
  }
}
