import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTACT_TEXT } from '@/lib/contact-message/contact-text';
import { readContactEnv } from '@/lib/env/contact';
import { createRateLimiter } from '@/lib/contact/rate-limit';
import { contactMessageSchemaFor } from '@/lib/contact-message/schema';
import { handleContactRequest, type ContactHandlerOptions } from '@/lib/contact/submit';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { ENGLISH_MESSAGE_HEADING } from '@/lib/hubspot/submission-body';
import { json, startStandIn } from '../support/http-stand-in';
import payload from './fixtures/valid-payload.json';

// A message from the English edition (docs/i18n.md): English errors from the same schema on both
// sides, the language stored with the message, and HubSpot's five fields unchanged.
let hubspot: Awaited<ReturnType<typeof startStandIn>>;
let dir: string;
let store: ContactStore;

beforeAll(async () => {
  hubspot = await startStandIn((_request, response) =>
    json(response, 200, { inlineMessage: 'Ok' }),
  );
  dir = await mkdtemp(path.join(tmpdir(), 'contact-english-'));
  store = openSqliteStore(path.join(dir, 'contact.db'));
});
afterAll(async () => {
  await hubspot.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  hubspot.requests.length = 0;
});

function options(): ContactHandlerOptions {
  return {
    env: readContactEnv({
      HUBSPOT_PORTAL_ID: '4711',
      HUBSPOT_FORM_GUID: '0b9f6a1e-5c2d-4e8f-9a3b-7c6d5e4f3a21',
      HUBSPOT_API_URL: `${hubspot.url}/`,
      HUBSPOT_SUBSCRIPTION_TYPE_ID: '12345678',
    }),
    rateLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    store,
    delivery: { attemptTimeoutMs: 250, totalTimeoutMs: 1500, baseDelayMs: 20 },
    log: () => undefined,
  };
}

function submit(body: unknown) {
  return handleContactRequest(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    options(),
  );
}

describe('the contact schema in English', () => {
  it('gives English messages for the same rules', () => {
    const result = contactMessageSchemaFor('en').safeParse({
      ...payload,
      firstname: ' ',
      email: 'nope',
      consentToProcessing: false,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        CONTACT_TEXT.en.required(CONTACT_TEXT.en.labels.firstname),
        CONTACT_TEXT.en.invalidEmail,
        CONTACT_TEXT.en.consentRequired,
      ]),
    );
  });

  it('keeps a language only when it is not Norwegian, and refuses unknown ones', () => {
    const schema = contactMessageSchemaFor('nb');
    expect(schema.parse({ ...payload, language: 'en' }).language).toBe('en');
    expect(schema.parse({ ...payload, language: 'nb' }).language).toBeUndefined();
    expect(schema.safeParse({ ...payload, language: 'de' }).success).toBe(false);
  });
});

describe('/api/contact with an English message', () => {
  it('answers a bad English body in English, and a bad Norwegian one in Norwegian', async () => {
    const english = await submit({ ...payload, language: 'en', email: 'nope' });
    expect(english.status).toBe(400);
    expect(english.body.fields).toEqual({ email: CONTACT_TEXT.en.invalidEmail });
    const norwegian = await submit({ ...payload, email: 'nope' });
    expect(norwegian.body.fields).toEqual({ email: CONTACT_TEXT.nb.invalidEmail });
  });

  it('delivers it with the English consent text and a first line naming the edition', async () => {
    const email = `english-${Date.now()}@example.org`;
    const outcome = await submit({ ...payload, email, language: 'en', consentToNewsletter: true });
    expect(outcome.status).toBe(200);
    expect(hubspot.requests).toHaveLength(1);
    const body = JSON.parse(hubspot.requests[0].body);
    expect(body.fields.map((field: { name: string }) => field.name)).toEqual([
      'firstname',
      'lastname',
      'company',
      'email',
      'message',
    ]);
    expect(body.fields[4].value).toBe(`${ENGLISH_MESSAGE_HEADING}\n\n${payload.message}`);
    expect(body.legalConsentOptions.consent.text).toBe(CONTACT_TEXT.en.consentToProcess);
    expect(body.legalConsentOptions.consent.communications[0].text).toBe(
      CONTACT_TEXT.en.consentToNewsletter,
    );
  });
});
