import {
  DEFAULT_DB_FILE,
  DEFAULT_OUTBOX_FILE,
  DEFAULT_RETRY,
  readContactEnv,
} from '@/lib/env/contact';
import { parsePageContext } from '@/lib/contact-message/payload';
import { checkSpam } from '@/lib/contact/spam';

describe('spam checks', () => {
  const timed = { startedAt: 1_000_000, submittedAt: 1_004_000 };

  it('lets a person through', () => {
    expect(checkSpam({ ...timed, website: '' })).toEqual({ spam: false });
    expect(checkSpam(timed)).toEqual({ spam: false });
  });

  it('catches a filled honeypot', () => {
    expect(checkSpam({ ...timed, website: 'http://x' })).toEqual({
      spam: true,
      reason: 'honeypot',
    });
    expect(checkSpam({ ...timed, website: 1 })).toEqual({ spam: true, reason: 'honeypot' });
  });

  it('catches a form sent faster than the minimum fill time', () => {
    expect(checkSpam({ startedAt: 1000, submittedAt: 3999 })).toEqual({
      spam: true,
      reason: 'too-fast',
    });
    expect(checkSpam({ startedAt: 1000, submittedAt: 4000 })).toEqual({ spam: false });
    expect(checkSpam({ startedAt: 1000, submittedAt: 1500 }, 500)).toEqual({ spam: false });
  });

  it('catches missing or malformed timestamps', () => {
    expect(checkSpam({})).toEqual({ spam: true, reason: 'no-timing' });
    expect(checkSpam({ startedAt: '1000', submittedAt: 9000 })).toEqual({
      spam: true,
      reason: 'no-timing',
    });
  });
});

describe('contact environment', () => {
  it('keeps messages in the local store by default, retrying as documented', () => {
    expect(readContactEnv({})).toEqual({
      hubspot: null,
      dbFile: DEFAULT_DB_FILE,
      redisUrl: null,
      redisFsync: 'always',
      outboxFile: DEFAULT_OUTBOX_FILE,
      retry: { baseDelayMs: 5000, maxDelayMs: 3_600_000, giveUpAfterMs: 86_400_000 },
      retention: { delivered: 30, quarantined: 14, dead: 90 },
      workerIntervalMs: 2000,
      idempotencyMs: 86_400_000,
      quarantineMax: 1000,
    });
    expect(
      readContactEnv({ CONTACT_IDEMPOTENCY_HOURS: '2', CONTACT_QUARANTINE_MAX: '50' }),
    ).toMatchObject({
      idempotencyMs: 7_200_000,
      quarantineMax: 50,
    });
    expect(() => readContactEnv({ CONTACT_QUARANTINE_MAX: '0' })).toThrow(/CONTACT_QUARANTINE_MAX/);
    expect(DEFAULT_DB_FILE).toBe('.data/contact.db');
    // The first retry comes within 10 s even with the full 50 % jitter.
    expect(DEFAULT_RETRY.baseDelayMs * 1.5).toBeLessThanOrEqual(10_000);
  });

  it('reads the store, retry and retention settings', () => {
    expect(
      readContactEnv({
        CONTACT_DB_FILE: '/tmp/x.db',
        CONTACT_OUTBOX_FILE: '/tmp/x.jsonl',
        CONTACT_RETRY_BASE_MS: '200',
        CONTACT_RETRY_MAX_MS: '1000',
        CONTACT_GIVE_UP_AFTER_MS: '5000',
        CONTACT_RETENTION_DELIVERED: '7',
        CONTACT_RETENTION_QUARANTINED: '3',
        CONTACT_RETENTION_DEAD: '60',
        CONTACT_WORKER_INTERVAL_MS: '100',
      }),
    ).toMatchObject({
      dbFile: '/tmp/x.db',
      outboxFile: '/tmp/x.jsonl',
      retry: { baseDelayMs: 200, maxDelayMs: 1000, giveUpAfterMs: 5000 },
      retention: { delivered: 7, quarantined: 3, dead: 60 },
      workerIntervalMs: 100,
    });
    expect(() => readContactEnv({ CONTACT_RETENTION_DAYS: '0' })).toThrow(/CONTACT_RETENTION_DAYS/);
    expect(() => readContactEnv({ CONTACT_RETENTION_DEAD: '2w' })).toThrow(
      /CONTACT_RETENTION_DEAD: must be a positive whole number of days/,
    );
    // The single setting from before still counts for delivered messages.
    expect(readContactEnv({ CONTACT_RETENTION_DAYS: '45' }).retention).toEqual({
      delivered: 45,
      quarantined: 14,
      dead: 90,
    });
    expect(
      readContactEnv({ CONTACT_RETENTION_DAYS: '45', CONTACT_RETENTION_DELIVERED: '10' }).retention
        .delivered,
    ).toBe(10);
    expect(() => readContactEnv({ CONTACT_RETRY_BASE_MS: '5s' })).toThrow(/CONTACT_RETRY_BASE_MS/);
  });

  it('uses HubSpot when portal and form are set, with the default API host', () => {
    expect(readContactEnv({ HUBSPOT_PORTAL_ID: '42', HUBSPOT_FORM_GUID: 'abc-1' })).toMatchObject({
      hubspot: {
        portalId: '42',
        formGuid: 'abc-1',
        apiUrl: 'https://api.hsforms.com',
        subscriptionTypeId: undefined,
      },
    });
  });

  it('treats empty variables as unset', () => {
    expect(readContactEnv({ HUBSPOT_PORTAL_ID: ' ', HUBSPOT_FORM_GUID: '' }).hubspot).toBeNull();
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => readContactEnv({ HUBSPOT_PORTAL_ID: '42' })).toThrow(
      /HUBSPOT_FORM_GUID is missing/,
    );
    expect(() => readContactEnv({ HUBSPOT_FORM_GUID: 'abc' })).toThrow(
      /HUBSPOT_PORTAL_ID is missing/,
    );
    expect(() => readContactEnv({ HUBSPOT_PORTAL_ID: 'abc', HUBSPOT_FORM_GUID: 'x' })).toThrow(
      /HUBSPOT_PORTAL_ID/,
    );
    expect(() => readContactEnv({ HUBSPOT_API_URL: 'not a url' })).toThrow(/HUBSPOT_API_URL/);
    expect(() => readContactEnv({ HUBSPOT_FORM_GUID: '../x', HUBSPOT_PORTAL_ID: '1' })).toThrow(
      /HUBSPOT_FORM_GUID/,
    );
  });
});

describe('page context', () => {
  it('keeps usable parts and drops the rest', () => {
    expect(parsePageContext({ pageUri: 'https://x.no/a', pageName: ' Hjem ' })).toEqual({
      pageUri: 'https://x.no/a',
      pageName: 'Hjem',
    });
    expect(parsePageContext({ pageUri: 'javascript:alert(1)', pageName: 'n'.repeat(400) })).toEqual(
      {
        pageName: 'n'.repeat(300),
      },
    );
    expect(parsePageContext('nope')).toEqual({});
    expect(parsePageContext(undefined)).toEqual({});
  });
});
