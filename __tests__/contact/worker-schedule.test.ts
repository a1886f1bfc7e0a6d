/**
 * @jest-environment node
 */
import { deliverToHubSpot, type DeliveryResult } from '@/lib/contact/deliver';
import type { ContactEnv } from '@/lib/env/contact';
import type { ContactStore, StoredMessage } from '@/lib/contact/store';
import { startContactWorker } from '@/lib/contact/worker';
import payload from './fixtures/valid-payload.json';
import { DEFAULT_RETENTION } from '@/lib/contact/retention';
import { contactMessageSchema } from '@/lib/contact-message/schema';

// The worker's timing on Jest's clock: HubSpot's answers are scripted, the store is a small
// in-memory one that hands out what is due, as the real stores do.
jest.mock('@/lib/contact/deliver', () => ({ deliverToHubSpot: jest.fn() }));
const deliver = jest.mocked(deliverToHubSpot);

const UNAVAILABLE: DeliveryResult = {
  ok: false,
  kind: 'unavailable',
  error: 'HubSpot answered 503',
  details: {},
};
const DELIVERED: DeliveryResult = { ok: true, details: {} };

const env = {
  hubspot: {
    portalId: 'p',
    formGuid: 'f',
    apiUrl: 'http://127.0.0.1:9',
    subscriptionTypeId: undefined,
  },
  retry: { baseDelayMs: 5000, maxDelayMs: 60_000, giveUpAfterMs: 40_000 },
  retention: DEFAULT_RETENTION,
  workerIntervalMs: 1000,
  quarantineMax: 1000,
} as unknown as ContactEnv;

function memoryStore(messages: StoredMessage[]) {
  const purges: number[] = [];
  const store = {
    claimDue: async (_owner: string, { limit }: { limit: number }) =>
      messages
        .filter((m) => m.status === 'pending' && (m.nextAttemptAt ?? 0) <= Date.now() && limit > 0)
        .slice(0, limit)
        .map((m) => ({ ...m })),
    markDelivered: async (id: string, now: number) => {
      Object.assign(
        messages.find((m) => m.id === id)!,
        { status: 'delivered', deliveredAt: now },
      );
    },
    markFailed: async (id: string, error: string, nextAttemptAt: number) => {
      const message = messages.find((m) => m.id === id)!;
      Object.assign(message, { attempts: message.attempts + 1, lastError: error, nextAttemptAt });
    },
    markDead: async (id: string) => {
      Object.assign(
        messages.find((m) => m.id === id)!,
        { status: 'dead' },
      );
    },
    // One purge per retained status and round; the delivered one marks each round.
    purge: async ({ status }: { status: string }) => {
      if (status === 'delivered') purges.push(sinceStart());
      return 0;
    },
    cap: async () => 0,
  };
  return { store: store as unknown as ContactStore, purges };
}

function pendingMessage(): StoredMessage {
  return {
    id: 'm1',
    status: 'pending',
    receivedAt: T0,
    message: contactMessageSchema.parse(payload),
    context: {},
    spamReason: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    cycleStartedAt: T0,
    deliveredAt: null,
    updatedAt: T0,
  } as StoredMessage;
}

/** The fake clock's start: a real date, as the worker compares times with Date.now(). */
const T0 = Date.UTC(2026, 10, 27, 12);
const sinceStart = () => Date.now() - T0;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  jest.spyOn(Math, 'random').mockReturnValue(0); // no jitter: the delays are the base ones
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  deliver.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the contact worker's retry schedule (fake timers)", () => {
  it('retries after 5 s, then 10 s, on its ticks, and stops once delivered', async () => {
    const attempts: number[] = [];
    const answers = [UNAVAILABLE, UNAVAILABLE, DELIVERED];
    deliver.mockImplementation(async () => {
      attempts.push(sinceStart());
      return answers[attempts.length - 1];
    });
    const messages = [pendingMessage()];
    const worker = startContactWorker({ store: memoryStore(messages).store, env });
    try {
      await jest.advanceTimersByTimeAsync(4999);
      expect(attempts).toEqual([0]);
      await jest.advanceTimersByTimeAsync(1);
      expect(attempts).toEqual([0, 5000]);
      await jest.advanceTimersByTimeAsync(9999);
      expect(attempts).toEqual([0, 5000]);
      await jest.advanceTimersByTimeAsync(1);
      expect(attempts).toEqual([0, 5000, 15_000]);
      expect(messages[0]).toMatchObject({ status: 'delivered', deliveredAt: T0 + 15_000 });
      await jest.advanceTimersByTimeAsync(60_000);
      expect(attempts).toHaveLength(3);
    } finally {
      await worker.stop();
    }
  });

  it('gives up once the next retry would fall past the give-up period', async () => {
    const attempts: number[] = [];
    deliver.mockImplementation(async () => {
      attempts.push(sinceStart());
      return UNAVAILABLE;
    });
    const messages = [pendingMessage()];
    const worker = startContactWorker({ store: memoryStore(messages).store, env });
    try {
      await jest.advanceTimersByTimeAsync(120_000);
      // 0, +5 s, +10 s, +20 s; the next (+40 s, at 75 s) is past the 40 s limit.
      expect(attempts).toEqual([0, 5000, 15_000, 35_000]);
      expect(messages[0].status).toBe('dead');
    } finally {
      await worker.stop();
    }
  });

  it('purges delivered messages at start and then once an hour', async () => {
    const { store, purges } = memoryStore([]);
    const worker = startContactWorker({ store, env });
    try {
      await jest.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
      expect(purges).toEqual([0]);
      await jest.advanceTimersByTimeAsync(1);
      expect(purges).toEqual([0, 60 * 60 * 1000]);
    } finally {
      await worker.stop();
    }
  });
});
