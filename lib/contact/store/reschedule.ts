import { ContactStoreError, type ContactStatus } from './types';

/**
 * Staff's two ways to put a message back in the queue (`release`, `retry`): which statuses each
 * takes and what staff are told when it cannot be done. Both stores (./sqlite.ts, ./redis.ts) do
 * the change atomically their own way and call here for the rules and the refusals, so the CLI
 * says the same whatever the store.
 */
export type RescheduleAction = 'release' | 'retry';

export const RESCHEDULE_FROM: Record<RescheduleAction, ContactStatus[]> = {
  // Staff judged a quarantined message a person.
  release: ['quarantined'],
  // A dead message, or a pending one to try now, with a fresh 24 h of retries.
  retry: ['dead', 'pending'],
};

/** Why a reschedule was refused: no such message, a worker holds it now, or its status. */
export type RescheduleRefusal = 'missing' | 'leased' | ContactStatus;

/** The staff-facing error for a refused reschedule. */
export function rescheduleRefused(
  id: string,
  action: RescheduleAction,
  refusal: RescheduleRefusal,
): ContactStoreError {
  if (refusal === 'missing') return new ContactStoreError(`No contact message with id ${id}.`);
  // A message a worker holds right now is left to it, so it is never sent twice at once.
  if (refusal === 'leased')
    return new ContactStoreError(
      `Cannot ${action} message ${id}: it is being delivered right now.`,
    );
  return new ContactStoreError(
    `Cannot ${action} message ${id}: it is ${refusal} (only ${RESCHEDULE_FROM[action].join(' or ')} can be).`,
  );
}
