import { randomBytes } from 'node:crypto';
import { eventSignature, type SignedEvent } from '@/lib/programme/event-signature';

const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

function signed(overrides: Partial<SignedEvent> = {}): SignedEvent {
  return {
    start: '2027-08-21T10:00:00Z',
    end: '2027-08-21T11:00:00Z',
    venue: { _id: word('venue') },
    status: 'planned',
    statusNote: null,
    ...overrides,
  };
}

describe('eventSignature', () => {
  it('is short and the same for the same event', () => {
    const event = signed();
    expect(eventSignature(event)).toBe(eventSignature({ ...event }));
    expect(eventSignature(event).length).toBeLessThanOrEqual(8);
  });

  it('stays the same when only the way an instant is written differs', () => {
    const event = signed();
    expect(eventSignature({ ...event, start: '2027-08-21T12:00:00.000+02:00' })).toBe(
      eventSignature(event),
    );
  });

  it.each<[string, Partial<SignedEvent>]>([
    ['start', { start: '2027-08-21T10:30:00Z' }],
    ['end', { end: '2027-08-21T11:30:00Z' }],
    ['venue', { venue: { _id: word('venue') } }],
    ['status', { status: 'cancelled' }],
    ['note', { statusNote: word('Flyttet') }],
  ])('changes when the %s changes', (_field, change) => {
    const event = signed();
    expect(eventSignature({ ...event, ...change })).not.toBe(eventSignature(event));
  });
});
