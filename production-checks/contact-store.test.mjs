// The contact store against the built site and a HubSpot stand-in on 127.0.0.1: invalid bodies
// are refused and not stored; messages sent while HubSpot answers 503 are delivered once it
// recovers; a server killed (SIGKILL) right after its 200 delivers the message after a restart;
// 100 concurrent posts are stored and delivered once each; a quarantined message waits for
// `contact release`; an unwritable store answers 500. Then a fleet: two instances on one
// redis-server (REDIS_URL); messages posted to instance A are delivered once by B after A is
// killed, and with Redis down B still answers 200 from its local spool. Reads the store with the
// staff CLI. Needs redis-server (Debian package redis-server).
//
//   npm run test:contact-store
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import {
  cleanUpOnInterrupt,
  freePort,
  removeDistDir,
  startSite,
} from '../test-support/next-site.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';
import { startRedisServer } from '../test-support/redis-server.mjs';
import { waitUntil } from '../test-support/wait.mjs';

const run = promisify(execFile);
const tag = randomBytes(6).toString('hex');
const distDir = `.next-contact-${tag}`;
// The HubSpot outage lasts until the worker has tried each message sent meanwhile this often:
// proof that it kept retrying through the outage, where a fixed length proved nothing more.
const OUTAGE_MESSAGES = 6;
const REFUSALS_EACH = 3;

/**
 * HubSpot's Forms API, answering 503 while `down`; counts per email the submissions it refused
 * and those it answered 200.
 */
async function startHubSpot() {
  const state = { down: false, delivered: new Map(), refused: new Map() };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const email = body.fields.find((field) => field.name === 'email').value;
      if (state.down) {
        state.refused.set(email, (state.refused.get(email) ?? 0) + 1);
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
        return;
      }
      state.delivered.set(email, (state.delivered.get(email) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"inlineMessage":"Takk"}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

let client = 0;
function message(email, extra = {}) {
  return {
    firstname: 'Øystein',
    lastname: 'Ærø',
    email,
    company: '',
    message: 'Hei! Vi vil gjerne ha en stand på festivalen.',
    consentToProcessing: true,
    consentToNewsletter: false,
    website: '',
    startedAt: 1_767_225_600_000,
    submittedAt: 1_767_225_612_000,
    context: { pageName: 'Test' },
    ...extra,
  };
}

async function post(baseUrl, body, headers = {}) {
  client += 1;
  try {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      // A new client each time, so the per-client rate limit stays out of the way.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.${client >> 8}.${client & 255}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    return { status: 0, body: null, error: error.message };
  }
}

async function cli(env, ...args) {
  const { stdout } = await run(
    process.execPath,
    [
      '--conditions=react-server',
      '--disable-warning=ExperimentalWarning',
      '--import',
      'tsx',
      'scripts/contact.ts',
      ...args,
    ],
    {
      env: { ...process.env, ...env },
    },
  );
  return stdout;
}

const listed = async (env) => JSON.parse(await cli(env, 'list', '--json'));

const deliveredOnce = (hubspot, emails) =>
  emails.every((email) => hubspot.state.delivered.get(email) === 1);

/** Posts a message for each email, one after another, and requires every answer to be 200. */
async function expectAllAccepted(baseUrl, emails) {
  const statuses = [];
  for (const email of emails) statuses.push((await post(baseUrl, message(email))).status);
  assert.deepEqual(
    statuses,
    emails.map(() => 200),
  );
}

const statusOf = (messages, email) => messages.find((m) => m.email === email)?.status;

/** Waits until every message of `emails` is listed as delivered (read with `env`'s CLI view). */
const allDelivered = (env, emails, what, timeoutMs = 20_000) =>
  waitUntil(
    async () =>
      (await listed(env)).filter((m) => emails.includes(m.email) && m.status === 'delivered')
        .length === emails.length,
    { what, timeoutMs, intervalMs: 250 },
  );

const hubspot = await startHubSpot();
const dataDir = path.join(distDir, 'data');
const env = {
  HUBSPOT_PORTAL_ID: '4711',
  // Each request's X-Forwarded-For acts as a separate visitor (one trusted proxy hop).
  TRUSTED_PROXY_HOPS: '1',
  HUBSPOT_FORM_GUID: 'form-1',
  HUBSPOT_API_URL: hubspot.url,
  CONTACT_DB_FILE: path.join(dataDir, 'contact.db'),
  CONTACT_OUTBOX_FILE: path.join(dataDir, 'outbox.jsonl'),
  // Seconds instead of the production schedule (5 s doubling to an hour).
  CONTACT_RETRY_BASE_MS: '300',
  CONTACT_RETRY_MAX_MS: '1500',
  CONTACT_WORKER_INTERVAL_MS: '200',
  SANITY_PROJECT_ID: '',
};
let port;
let site;
let siteB;
let redis;

cleanUpOnInterrupt([distDir]);

before(async () => {
  // Only the API is used here, so the run's shared build serves (test-support/shared-build.mjs),
  // in the embedded-dataset mode the env above selects.
  const build = await sharedSiteBuild().into(distDir);
  mkdirSync(dataDir, { recursive: true });
  console.log(`contact-store: ${describeBuild(build)} into ${distDir}`);
  port = await freePort();
  site = await startSite({ distDir, port, env });
});

after(async () => {
  await site?.stop();
  await siteB?.stop();
  await redis?.stop();
  hubspot.close();
  removeDistDir(distDir);
});

describe('invalid bodies', () => {
  const invalid = [
    ['{}', {}],
    ['[]', []],
    ['null', null],
    ['wrong types', message(42, { firstname: ['x'], consentToProcessing: 'ja' })],
    ['huge strings', message('a@b.no', { firstname: 'x'.repeat(6000), message: 'y'.repeat(6000) })],
  ];
  for (const [label, body] of invalid) {
    test(`${label}: 400 Input validation failed`, async () => {
      const answer = await post(site.baseUrl, JSON.stringify(body));
      assert.equal(answer.status, 400);
      assert.equal(answer.body?.error, 'Input validation failed');
    });
  }

  test('nothing is stored', async () => {
    assert.deepEqual(await listed(env), []);
  });
});

describe('HubSpot answers 503 for a while', () => {
  const outageEmails = Array.from({ length: OUTAGE_MESSAGES }, (_, i) => `outage-${i}@example.no`);
  const refusals = () => outageEmails.map((email) => hubspot.state.refused.get(email) ?? 0);

  test('every message sent meanwhile is accepted', async () => {
    hubspot.state.down = true;
    await expectAllAccepted(site.baseUrl, outageEmails);
  });

  test(`the worker keeps retrying each message (${REFUSALS_EACH} attempts or more)`, async () => {
    await waitUntil(() => refusals().every((count) => count >= REFUSALS_EACH), {
      what: `HubSpot to refuse each message ${REFUSALS_EACH} times (so far: ${refusals().join(', ')})`,
      timeoutMs: 60_000,
      intervalMs: 250,
    });
  });

  test('the messages are stored as pending', async () => {
    const waiting = await listed(env);
    assert.deepEqual(
      outageEmails.map((email) => statusOf(waiting, email)),
      outageEmails.map(() => 'pending'),
    );
  });

  test('after the outage every message is delivered, each exactly once', async () => {
    hubspot.state.down = false;
    await allDelivered(env, outageEmails, 'delivery after the outage');
    assert.ok(deliveredOnce(hubspot, outageEmails), 'HubSpot got each message once');
  });
});

describe('a server killed right after its 200, before delivery', () => {
  const crashEmail = 'crash@example.no';

  test('the message was answered 200 before the kill, and is in the store, pending', async () => {
    hubspot.state.down = true;
    const answer = await post(site.baseUrl, message(crashEmail));
    await site.crash();
    assert.equal(answer.status, 200);
    assert.equal(statusOf(await listed(env), crashEmail), 'pending');
  });

  test('it is delivered once after the restart', async () => {
    hubspot.state.down = false;
    site = await startSite({ distDir, port, env });
    await allDelivered(env, [crashEmail], 'delivery after the restart');
    assert.ok(deliveredOnce(hubspot, [crashEmail]), 'HubSpot got it once');
  });
});

describe('100 concurrent posts', () => {
  const burst = Array.from({ length: 100 }, (_, i) => `burst-${i}@example.no`);

  test('all are answered 200', async () => {
    const answers = await Promise.all(burst.map((email) => post(site.baseUrl, message(email))));
    assert.deepEqual(
      answers.filter((a) => a.status !== 200).map((a) => a.status),
      [],
    );
  });

  test('each is stored once and delivered exactly once', async () => {
    await allDelivered(env, burst, 'the burst delivered', 30_000);
    const stored = (await listed(env)).filter((m) => burst.includes(m.email));
    assert.equal(stored.length, 100);
    assert.equal(new Set(stored.map((m) => m.email)).size, 100);
    assert.ok(deliveredOnce(hubspot, burst), 'HubSpot got each once');
  });
});

describe('quarantine', () => {
  const spamEmail = 'too-fast@example.no';
  let spamAnswer;

  test('a message posted after a spam message is delivered (the spam had every chance)', async () => {
    spamAnswer = await post(site.baseUrl, message(spamEmail, { submittedAt: 1_767_225_600_500 }));
    // The counter-signal that the spam had every chance to go out: a genuine message posted right
    // after it has been delivered (the same inline attempt, or the worker), and only then is the
    // spam looked at.
    const afterSpamEmail = 'after-the-spam@example.no';
    await post(site.baseUrl, message(afterSpamEmail));
    await waitUntil(() => hubspot.state.delivered.get(afterSpamEmail) === 1, {
      what: 'a message posted after the spam delivered',
      timeoutMs: 10_000,
      intervalMs: 250,
    });
  });

  test('the spam was answered 200, stored as quarantined and not delivered', async () => {
    assert.equal(spamAnswer?.status, 200);
    assert.equal(statusOf(await listed(env), spamEmail), 'quarantined');
    assert.equal(hubspot.state.delivered.has(spamEmail), false);
  });

  test('`contact show` prints the message and its spam reason', async () => {
    const spam = (await listed(env)).find((m) => m.email === spamEmail);
    const shown = JSON.parse(await cli(env, 'show', spam.id));
    assert.equal(shown.spamReason, 'too-fast');
    assert.equal(shown.message.email, spamEmail);
  });

  test('it is delivered once after `contact release`', async () => {
    const spam = (await listed(env)).find((m) => m.email === spamEmail);
    await cli(env, 'release', spam.id);
    await allDelivered(env, [spamEmail], 'the released message delivered', 10_000);
    assert.ok(deliveredOnce(hubspot, [spamEmail]), 'HubSpot got it once');
  });
});

describe('production without HubSpot, and a store that cannot be written', () => {
  before(async () => {
    await site.stop();
    const blocker = path.join(dataDir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    site = await startSite({
      distDir,
      port,
      env: {
        ...env,
        HUBSPOT_PORTAL_ID: '',
        HUBSPOT_FORM_GUID: '',
        CONTACT_DB_FILE: path.join(blocker, 'contact.db'),
      },
    });
  });
  after(async () => {
    await site?.stop();
    site = undefined;
  });

  test('an unwritable store answers 500 The message could not be stored', async () => {
    const refused = await post(site.baseUrl, message('unstored@example.no'));
    assert.equal(refused.status, 500);
    assert.equal(refused.body?.error, 'The message could not be stored');
  });

  test('health reports contact delivery as local only', async () => {
    const health = await (await fetch(`${site.baseUrl}/api/health?deep=1`)).json();
    assert.equal(health.contact?.delivery, 'local-only');
  });

  test('a warning is logged at start', () => {
    assert.ok(site.output.join('').includes('"event":"startup.contact-local-only"'));
  });
});

describe('a fleet: two instances share one queue on Redis, each with its own spool file', () => {
  const fleetEnv = (name) => ({
    ...env,
    REDIS_URL: redis.url,
    CONTACT_DB_FILE: path.join(dataDir, `fleet-${name}.db`),
    CONTACT_OUTBOX_FILE: path.join(dataDir, `fleet-${name}.jsonl`),
  });
  const fleetEmails = Array.from({ length: 10 }, (_, i) => `fleet-${i}@example.no`);
  const spooledEmail = 'spooled@example.no';
  const keyedEmail = 'keyed@example.no';

  before(async () => {
    redis = await startRedisServer();
    site = await startSite({ distDir, port, env: fleetEnv('a') });
    siteB = await startSite({ distDir, port: await freePort(), env: fleetEnv('b') });
  });

  test('instance A answers 200 while HubSpot is down', async () => {
    hubspot.state.down = true;
    await expectAllAccepted(site.baseUrl, fleetEmails);
  });

  test('two posts with one Idempotency-Key, to A and then to B, are answered 200 and stored once', async () => {
    const key = { 'idempotency-key': `"${randomUUID()}"` };
    const first = await post(site.baseUrl, message(keyedEmail), key);
    // The visitor's answer was lost; the form sends the same message again, a little later.
    const again = await post(
      siteB.baseUrl,
      message(keyedEmail, { submittedAt: 1_767_225_640_000 }),
      key,
    );
    assert.deepEqual([first.status, again.status], [200, 200]);
    assert.deepEqual(again.body, first.body);
    const shared = await listed(fleetEnv('cli'));
    assert.equal(shared.filter((m) => m.email === keyedEmail).length, 1);
  });

  test('with A killed, the messages are on Redis, pending, visible to any machine', async () => {
    await site.crash();
    site = undefined;
    // The CLI on another machine (its own, empty spool) sees the shared queue.
    const shared = await listed(fleetEnv('cli'));
    assert.deepEqual(
      fleetEmails.map((email) => statusOf(shared, email)),
      fleetEmails.map(() => 'pending'),
    );
  });

  test('B delivers every message A accepted, each once', async () => {
    hubspot.state.down = false;
    // A killed while holding a lease (an attempt under way): B may claim those messages only
    // when the lease runs out (LEASE_MS, 60 s in lib/contact/worker.ts).
    await allDelivered(
      fleetEnv('cli'),
      fleetEmails,
      'instance B delivering what A accepted',
      90_000,
    );
    assert.ok(deliveredOnce(hubspot, fleetEmails), 'HubSpot got each once');
    await waitUntil(() => hubspot.state.delivered.get(keyedEmail) === 1, {
      what: 'the message posted twice with one key delivered',
      timeoutMs: 90_000,
      intervalMs: 250,
    });
  });

  test('health reports the Redis store', async () => {
    const health = await (await fetch(`${siteB.baseUrl}/api/health?deep=1`)).json();
    assert.equal(health.contact?.store, 'redis');
  });

  test('with Redis down, B still answers 200 and logs that the message went to its local spool', async () => {
    await redis.crash();
    const spooled = await post(siteB.baseUrl, message(spooledEmail));
    assert.equal(spooled.status, 200);
    assert.ok(siteB.output.join('').includes('"event":"contact.spooled"'));
  });

  test('the spooled message is delivered once', async () => {
    await waitUntil(() => hubspot.state.delivered.get(spooledEmail) === 1, {
      what: 'the spooled message delivered',
      timeoutMs: 15_000,
      intervalMs: 250,
    });
  });

  test('Redis restarted with everything it had acknowledged; the CLI on B lists all as delivered', async () => {
    await redis.start();
    const onB = await listed(fleetEnv('b'));
    assert.equal(statusOf(onB, spooledEmail), 'delivered');
    assert.equal(hubspot.state.delivered.get(keyedEmail), 1, 'the keyed message went out once');
    assert.deepEqual(
      fleetEmails.map((email) => statusOf(onB, email)),
      fleetEmails.map(() => 'delivered'),
    );
  });
});
