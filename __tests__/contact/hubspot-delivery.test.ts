import type { ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContactEnv } from '@/lib/env/contact';
import type { SubmissionLog } from '@/lib/contact/log';
import { createRateLimiter } from '@/lib/contact/rate-limit';
import { CONSENT_TO_NEWSLETTER_TEXT, CONSENT_TO_PROCESS_TEXT } from '@/lib/contact-message/schema';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { handleContactRequest, type ContactHandlerOptions } from '@/lib/contact/submit';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { submitHubSpotForm } from '@/lib/hubspot';
import { ACCESSIBILITY_FEEDBACK_HEADING } from '@/lib/hubspot/submission-body';
import { json, startStandIn } from '../support/http-stand-in';
import payload from './fixtures/valid-payload.json';

type StandIn = Awaited<ReturnType<typeof startStandIn>>;

const SUBMIT_PATH = '/submissions/v3/integration/submit/4711/0b9f6a1e-5c2d-4e8f-9a3b-7c6d5e4f3a21';
const HUTK = '5f2c8e0a9b7d4c1e8f6a3b2d1c0e9f8a';
// Small budgets keep the retry tests fast; the production defaults are 3 s per attempt, 10 s total.
const delivery = { attemptTimeoutMs: 250, totalTimeoutMs: 1500, baseDelayMs: 20 };

let hubspot: StandIn;
let logs: SubmissionLog[];
let dir: string;
let store: ContactStore;

beforeAll(async () => {
  hubspot = await startStandIn((_request, response) =>
    json(response, 200, { inlineMessage: 'Takk' }),
  );
  dir = await mkdtemp(path.join(tmpdir(), 'contact-hubspot-'));
  store = openSqliteStore(path.join(dir, 'contact.db'));
});
afterAll(async () => {
  await hubspot.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  hubspot.requests.length = 0;
  logs = [];
});

function options(overrides: Record<string, string> = {}): ContactHandlerOptions {
  return {
    env: readContactEnv({
      HUBSPOT_PORTAL_ID: '4711',
      HUBSPOT_FORM_GUID: '0b9f6a1e-5c2d-4e8f-9a3b-7c6d5e4f3a21',
      HUBSPOT_API_URL: `${hubspot.url}/`,
      HUBSPOT_SUBSCRIPTION_TYPE_ID: '12345678',
      ...overrides,
    }),
    rateLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    store,
    delivery,
    log: (entry) => logs.push(entry),
  };
}

function submit(
  body: unknown = payload,
  handlerOptions = options(),
  cookie = `hubspotutk=${HUTK}; theme=dark`,
) {
  return handleContactRequest(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    }),
    handlerOptions,
  );
}

/** Answers each request with the next responder in turn; the last one repeats. */
function sequence(...responders: ((response: ServerResponse) => void)[]) {
  let index = 0;
  hubspot.respondWith((_request, response) => {
    const responder = responders[Math.min(index, responders.length - 1)];
    index += 1;
    responder(response);
  });
}

const ok = (response: ServerResponse) => json(response, 200, { inlineMessage: 'Takk' });
const status =
  (code: number, headers: Record<string, string> = {}) =>
  (response: ServerResponse) => {
    response.writeHead(code, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify({ status: 'error', message: `HTTP ${code}` }));
  };
const hang = () => undefined;
const drop = (response: ServerResponse) => response.socket?.destroy();

describe('HubSpot delivery through the contact handler', () => {
  it('posts the Forms API v3 body to the form submission URL and answers 200', async () => {
    sequence(ok);
    const outcome = await submit({ ...payload, consentToNewsletter: true });

    expect(outcome).toEqual({ status: 200, body: { ok: true }, headers: undefined });
    expect(hubspot.requests).toHaveLength(1);
    const [request] = hubspot.requests;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(SUBMIT_PATH);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      portalId: '4711',
      formGuid: '0b9f6a1e-5c2d-4e8f-9a3b-7c6d5e4f3a21',
      fields: [
        { name: 'firstname', value: 'Øystein' },
        { name: 'lastname', value: 'Ærø' },
        { name: 'company', value: 'Matglede AS' },
        { name: 'email', value: 'oystein@example.no' },
        { name: 'message', value: payload.message },
      ],
      context: { pageUri: payload.context.pageUri, pageName: payload.context.pageName, hutk: HUTK },
      legalConsentOptions: {
        consent: {
          consentToProcess: true,
          text: CONSENT_TO_PROCESS_TEXT,
          communications: [
            { value: true, subscriptionTypeId: 12345678, text: CONSENT_TO_NEWSLETTER_TEXT },
          ],
        },
      },
    });
    expect(logs).toEqual([
      expect.objectContaining({ outcome: 'delivered', delivery: 'hubspot', attempts: 1 }),
    ]);
    expect(await store.get(String(logs[0].id))).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('delivers a barrier report like any message, stored with its kind and marked in HubSpot', async () => {
    const email = `barriere-${Date.now()}@example.no`;
    const outcome = await submit({ ...payload, email, kind: 'accessibility' });
    expect(outcome.status).toBe(200);
    const fields = JSON.parse(hubspot.requests[0].body).fields as { name: string; value: string }[];
    expect(fields.find((field) => field.name === 'message')?.value).toBe(
      `${ACCESSIBILITY_FEEDBACK_HEADING}\n\n${payload.message}`,
    );
    const stored = (await store.list()).find((entry) => entry.message.email === email);
    expect(stored).toMatchObject({ status: 'delivered', message: { kind: 'accessibility' } });
    expect((await submit({ ...payload, kind: 'spørsmål' })).status).toBe(400);
  });

  it('sends a false newsletter consent, an empty company and no hutk without the cookie', async () => {
    sequence(ok);
    const { company: _company, ...withoutCompany } = payload;
    expect(_company).toBeDefined();
    await submit({ ...withoutCompany, context: undefined }, options(), '');

    const body = JSON.parse(hubspot.requests[0].body);
    expect(body.fields).toContainEqual({ name: 'company', value: '' });
    expect(body).not.toHaveProperty('context');
    expect(body.legalConsentOptions.consent.communications[0].value).toBe(false);
  });

  it('leaves out the communications without a subscription type and logs why', async () => {
    sequence(ok);
    const outcome = await submit(
      { ...payload, consentToNewsletter: true },
      options({ HUBSPOT_SUBSCRIPTION_TYPE_ID: '' }),
    );
    expect(outcome.status).toBe(200);
    expect(JSON.parse(hubspot.requests[0].body).legalConsentOptions.consent.communications).toEqual(
      [],
    );
    expect(String(logs[0].warning)).toContain('HUBSPOT_SUBSCRIPTION_TYPE_ID');
  });

  /** The message the last submission stored, by the id its log line names. */
  async function storedOf(index = 0) {
    return store.get(String(logs[index].id));
  }

  it('keeps a message HubSpot rejects with 400 for retries, answers 200 and logs HubSpot’s error messages', async () => {
    hubspot.respondWith((_request, response) =>
      json(response, 400, {
        status: 'error',
        message: 'The request is not valid',
        errors: [
          {
            message: "Error in 'fields.message'. Field does not exist on form",
            errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
          },
        ],
      }),
    );
    const outcome = await submit();

    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ ok: true });
    expect(hubspot.requests).toHaveLength(1);
    expect(await storedOf()).toMatchObject({ status: 'pending', attempts: 1 });
    expect(logs[0]).toMatchObject({
      outcome: 'queued',
      hubspotStatus: 400,
      hubspotErrors: ["Error in 'fields.message'. Field does not exist on form"],
    });
    expect(String(logs[0].error)).toMatch(/HubSpot rejected the form submission with 400/);
  });

  it('maps HubSpot’s INVALID_EMAIL to a 400 on the email field the visitor can fix', async () => {
    hubspot.respondWith((_request, response) =>
      json(response, 400, {
        status: 'error',
        errors: [{ message: 'Email address is invalid', errorType: 'INVALID_EMAIL' }],
      }),
    );
    const outcome = await submit();
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      error: 'Input validation failed',
      fields: { email: expect.any(String) },
    });
    // Answered as invalid input, so it is not kept: the visitor corrects the address and sends again.
    expect(await storedOf()).toBeNull();
  });

  it('retries a 429 and succeeds on the next attempt', async () => {
    sequence(status(429, { 'retry-after': '0' }), ok);
    const outcome = await submit();
    expect(outcome.status).toBe(200);
    expect(hubspot.requests).toHaveLength(2);
    expect(logs[0]).toMatchObject({ outcome: 'delivered', attempts: 2 });
  });

  it('retries 5xx answers with backoff until one succeeds', async () => {
    sequence(status(500), status(503), ok);
    const outcome = await submit();
    expect(outcome.status).toBe(200);
    expect(hubspot.requests).toHaveLength(3);
  });

  it('answers 200 and queues the message for the worker when HubSpot keeps failing with 500', async () => {
    sequence(status(500));
    const started = Date.now();
    const outcome = await submit();
    expect(outcome.status).toBe(200);
    expect(hubspot.requests.length).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(delivery.totalTimeoutMs + 500);
    expect(logs[0]).toMatchObject({
      outcome: 'queued',
      attempts: hubspot.requests.length,
    });
    expect(String(logs[0].error)).toContain('HTTP 500');
    const queued = await storedOf();
    expect(queued).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('HTTP 500'),
    });
    // The worker's first retry comes within 10 s (base 5 s plus jitter).
    expect(Number(queued?.nextAttemptAt) - Date.now()).toBeLessThanOrEqual(7_500);
    expect(await store.claimDue('w', { limit: 100, leaseMs: 1 }, Date.now())).not.toContainEqual(
      expect.objectContaining({ id: queued?.id }),
    );
  });

  it('times out a hanging HubSpot, retries, and answers 200 (queued) within the budget', async () => {
    sequence(hang);
    const started = Date.now();
    const outcome = await submit();
    const elapsed = Date.now() - started;
    expect(outcome.status).toBe(200);
    expect(await storedOf()).toMatchObject({ status: 'pending' });
    expect(hubspot.requests.length).toBeGreaterThan(1);
    expect(elapsed).toBeLessThan(delivery.totalTimeoutMs + 500);
    expect(String(logs[0].error)).toContain('no response within');
  });

  it('retries after a dropped connection and succeeds', async () => {
    sequence(drop, ok);
    const outcome = await submit();
    expect(outcome.status).toBe(200);
    expect(hubspot.requests).toHaveLength(2);
  });

  it('queues the message when every connection is dropped', async () => {
    sequence(drop);
    const outcome = await submit();
    expect(outcome.status).toBe(200);
    expect(await storedOf()).toMatchObject({ status: 'pending' });
    expect(hubspot.requests.length).toBeGreaterThan(1);
    expect(String(logs[0].error)).toContain('network error');
  });

  it('queues the message when HubSpot cannot be reached at all', async () => {
    const closed = await startStandIn((_request, response) => ok(response));
    await closed.close();
    const outcome = await submit(payload, { ...options({ HUBSPOT_API_URL: closed.url }) });
    expect(outcome.status).toBe(200);
    expect(await storedOf()).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('network error'),
    });
  });

  it('never calls HubSpot for spam or invalid input', async () => {
    sequence(ok);
    expect((await submit({ ...payload, website: 'x' })).status).toBe(200);
    expect(await storedOf()).toMatchObject({ status: 'quarantined', spamReason: 'honeypot' });
    expect((await submit({ ...payload, email: 'nope' })).status).toBe(400);
    expect(hubspot.requests).toHaveLength(0);
  });

  it('backs off exponentially between attempts and stops at the attempt limit', async () => {
    sequence(status(503));
    const waits: number[] = [];
    const config = readContactEnv({
      HUBSPOT_PORTAL_ID: '1',
      HUBSPOT_FORM_GUID: 'g',
      HUBSPOT_API_URL: hubspot.url,
    });
    if (!config.hubspot) throw new Error('expected HubSpot configuration');
    const message = contactMessageSchema.parse(payload);
    const sleep = async (ms: number) => {
      waits.push(ms);
    };

    await expect(
      submitHubSpotForm(config.hubspot, message, {}, { baseDelayMs: 100, maxAttempts: 4, sleep }),
    ).rejects.toThrow('HubSpot form submission failed after 4 attempt(s); last problem: HTTP 503');
    expect(hubspot.requests).toHaveLength(4);
    expect(waits).toHaveLength(3);
    waits.forEach((wait, index) => {
      expect(wait).toBeGreaterThanOrEqual(100 * 2 ** index);
      expect(wait).toBeLessThanOrEqual(150 * 2 ** index);
    });
  });

  it('honours a Retry-After longer than the backoff, but only within the total budget', async () => {
    sequence(status(429, { 'retry-after': '30' }));
    const outcome = await submit();
    expect(outcome.status).toBe(200);
    expect(hubspot.requests).toHaveLength(1);
    expect(await storedOf()).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('HTTP 429'),
    });
  });
});
