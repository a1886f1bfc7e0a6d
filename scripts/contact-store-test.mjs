#!/usr/bin/env node
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
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, removeDistDir, runCheck, startSite } from '../test-support/next-site.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';
import { startRedisServer } from '../test-support/redis-server.mjs';
import { holdsWithin } from '../test-support/wait.mjs';

const run = promisify(execFile);
const tag = randomBytes(6).toString('hex');
const distDir = `.next-contact-${tag}`;
// The HubSpot outage lasts until the worker has tried each message sent meanwhile this often:
// proof that it kept retrying through the outage, where a fixed length proved nothing more.
const OUTAGE_MESSAGES = 6;
const REFUSALS_EACH = 3;

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}

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

async function post(baseUrl, body) {
  client += 1;
  try {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      // A new client each time, so the per-client rate limit stays out of the way.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.${client >> 8}.${client & 255}`,
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

async function main() {
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
  let site;
  let siteB;
  let redis;
  try {
    // Only the API is used here, so the run's shared build serves (test-support/shared-build.mjs),
    // in the embedded-dataset mode the env above selects.
    const build = await sharedSiteBuild().into(distDir);
    mkdirSync(dataDir, { recursive: true });
    console.log(`contact-store-test: ${describeBuild(build)} into ${distDir}`);
    const port = await freePort();
    site = await startSite({ distDir, port, env });

    // 1. Invalid bodies: 400, nothing stored.
    const invalid = [
      ['{}', {}],
      ['[]', []],
      ['null', null],
      ['wrong types', message(42, { firstname: ['x'], consentToProcessing: 'ja' })],
      [
        'huge strings',
        message('a@b.no', { firstname: 'x'.repeat(6000), message: 'y'.repeat(6000) }),
      ],
    ];
    for (const [label, body] of invalid) {
      const answer = await post(site.baseUrl, JSON.stringify(body));
      check(
        `${label}: 400 Input validation failed`,
        answer.status === 400 && answer.body?.error === 'Input validation failed',
        `status ${answer.status}`,
      );
    }
    check('invalid bodies: nothing stored', (await listed(env)).length === 0);

    // 2. HubSpot answers 503 for a while: every message accepted meanwhile arrives, once.
    hubspot.state.down = true;
    const outageEmails = [];
    for (let i = 0; i < OUTAGE_MESSAGES; i += 1) {
      const email = `outage-${i}@example.no`;
      const answer = await post(site.baseUrl, message(email));
      if (answer.status !== 200)
        check(`outage message ${i} accepted`, false, `status ${answer.status}`);
      outageEmails.push(email);
    }
    const refusals = () => outageEmails.map((email) => hubspot.state.refused.get(email) ?? 0);
    const retried = await holdsWithin(() => refusals().every((count) => count >= REFUSALS_EACH), {
      what: `HubSpot to refuse each message ${REFUSALS_EACH} times`,
      timeoutMs: 60_000,
      intervalMs: 250,
    });
    check(
      `during the outage: the worker kept retrying each message (${REFUSALS_EACH} attempts or more)`,
      retried,
      `attempts refused per message: ${refusals().join(', ')}`,
    );
    const waiting = await listed(env);
    check(
      'during the outage: messages stored as pending',
      outageEmails.every((email) =>
        waiting.some((m) => m.email === email && m.status === 'pending'),
      ),
      `${outageEmails.length} messages`,
    );
    hubspot.state.down = false;
    const recovered = await holdsWithin(
      async () =>
        (await listed(env))
          .filter((m) => outageEmails.includes(m.email))
          .every((m) => m.status === 'delivered'),
      { what: 'delivery after the outage', timeoutMs: 20_000, intervalMs: 250 },
    );
    check('after the outage: every message marked delivered', recovered);
    check(
      'after the outage: HubSpot got each message exactly once',
      deliveredOnce(hubspot, outageEmails),
    );

    // 3. SIGKILL right after the 200, before delivery: delivered after the restart.
    hubspot.state.down = true;
    const crashEmail = 'crash@example.no';
    const crashAnswer = await post(site.baseUrl, message(crashEmail));
    await site.crash();
    check('crash: the message was answered 200 before the kill', crashAnswer.status === 200);
    check(
      'crash: it is in the store, pending',
      (await listed(env)).some((m) => m.email === crashEmail && m.status === 'pending'),
    );
    hubspot.state.down = false;
    site = await startSite({ distDir, port, env });
    const afterRestart = await holdsWithin(
      async () => (await listed(env)).find((m) => m.email === crashEmail)?.status === 'delivered',
      { what: 'delivery after the restart', timeoutMs: 20_000, intervalMs: 250 },
    );
    check(
      'crash: delivered after the restart, once',
      afterRestart && deliveredOnce(hubspot, [crashEmail]),
    );

    // 4. 100 concurrent valid posts.
    const burst = Array.from({ length: 100 }, (_, i) => `burst-${i}@example.no`);
    const answers = await Promise.all(burst.map((email) => post(site.baseUrl, message(email))));
    check(
      '100 concurrent posts: all answered 200',
      answers.every((a) => a.status === 200),
      answers
        .filter((a) => a.status !== 200)
        .map((a) => a.status)
        .join(','),
    );
    const burstDone = await holdsWithin(
      async () =>
        (await listed(env)).filter((m) => burst.includes(m.email) && m.status === 'delivered')
          .length === 100,
      { what: 'the burst delivered', timeoutMs: 30_000, intervalMs: 250 },
    );
    const stored = (await listed(env)).filter((m) => burst.includes(m.email));
    check(
      '100 concurrent posts: stored once each',
      stored.length === 100 && new Set(stored.map((m) => m.email)).size === 100,
      `${stored.length} rows`,
    );
    check(
      '100 concurrent posts: each delivered exactly once',
      burstDone && deliveredOnce(hubspot, burst),
    );

    // 5. Quarantine: never delivered until released.
    const spamEmail = 'too-fast@example.no';
    const spamAnswer = await post(
      site.baseUrl,
      message(spamEmail, { submittedAt: 1_767_225_600_500 }),
    );
    // The counter-signal that the spam had every chance to go out: a genuine message posted right
    // after it has been delivered (the same inline attempt, or the worker), and only then is the
    // spam looked at.
    const afterSpamEmail = 'after-the-spam@example.no';
    await post(site.baseUrl, message(afterSpamEmail));
    const afterSpamDone = await holdsWithin(
      async () => hubspot.state.delivered.get(afterSpamEmail) === 1,
      { what: 'a message posted after the spam delivered', timeoutMs: 10_000, intervalMs: 250 },
    );
    check('quarantine: a message posted after it is delivered', afterSpamDone);
    const spam = (await listed(env)).find((m) => m.email === spamEmail);
    check(
      'quarantine: answered 200 and stored as quarantined',
      spamAnswer.status === 200 && spam?.status === 'quarantined',
    );
    check('quarantine: not delivered while quarantined', !hubspot.state.delivered.has(spamEmail));
    const released = await cli(env, 'release', spam.id).catch(
      (error) => `${error.stdout}${error.stderr}`,
    );
    const releasedDone = await holdsWithin(
      async () => (await listed(env)).find((m) => m.email === spamEmail)?.status === 'delivered',
      { what: 'the released message delivered', timeoutMs: 10_000, intervalMs: 250 },
    );
    check(
      'quarantine: delivered once after `contact release`',
      releasedDone && deliveredOnce(hubspot, [spamEmail]),
      released.trim().split('\n').at(-1),
    );
    const shown = JSON.parse(await cli(env, 'show', spam.id));
    check(
      '`contact show` prints the message and its spam reason',
      shown.spamReason === 'too-fast' && shown.message.email === spamEmail,
    );
    await site.stop();
    site = undefined;

    // 6. Production without HubSpot, and a store that cannot be written.
    const blocker = path.join(dataDir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const brokenEnv = {
      ...env,
      HUBSPOT_PORTAL_ID: '',
      HUBSPOT_FORM_GUID: '',
      CONTACT_DB_FILE: path.join(blocker, 'contact.db'),
    };
    site = await startSite({ distDir, port, env: brokenEnv });
    const refused = await post(site.baseUrl, message('unstored@example.no'));
    check(
      'unwritable store: 500 The message could not be stored',
      refused.status === 500 && refused.body?.error === 'The message could not be stored',
      `status ${refused.status}`,
    );
    const health = await (await fetch(`${site.baseUrl}/api/health?deep=1`)).json();
    check(
      'without HubSpot: health reports contact delivery as local only',
      health.contact?.delivery === 'local-only',
      JSON.stringify(health.contact),
    );
    check(
      'without HubSpot: a warning is logged at start',
      site.output.join('').includes('"event":"startup.contact-local-only"'),
    );
    await site.stop();
    site = undefined;

    // 7. A fleet: two instances share one queue on Redis; each keeps its own spool file.
    redis = await startRedisServer();
    const fleetEnv = (name) => ({
      ...env,
      REDIS_URL: redis.url,
      CONTACT_DB_FILE: path.join(dataDir, `fleet-${name}.db`),
      CONTACT_OUTBOX_FILE: path.join(dataDir, `fleet-${name}.jsonl`),
    });
    site = await startSite({ distDir, port, env: fleetEnv('a') });
    siteB = await startSite({ distDir, port: await freePort(), env: fleetEnv('b') });
    hubspot.state.down = true;
    const fleetEmails = Array.from({ length: 10 }, (_, i) => `fleet-${i}@example.no`);
    const fleetAnswers = [];
    for (const email of fleetEmails) fleetAnswers.push(await post(site.baseUrl, message(email)));
    check(
      'fleet: instance A answers 200 while HubSpot is down',
      fleetAnswers.every((a) => a.status === 200),
      fleetAnswers.map((a) => a.status).join(','),
    );
    await site.crash();
    site = undefined;
    // The CLI on another machine (its own, empty spool) sees the shared queue.
    const shared = await listed(fleetEnv('cli'));
    check(
      'fleet: the messages are on Redis, pending, visible to any machine',
      fleetEmails.every((email) => shared.some((m) => m.email === email && m.status === 'pending')),
    );
    hubspot.state.down = false;
    const fleetDone = await holdsWithin(
      async () =>
        (await listed(fleetEnv('cli'))).filter(
          (m) => fleetEmails.includes(m.email) && m.status === 'delivered',
        ).length === fleetEmails.length,
      // A killed while holding a lease (an attempt under way): B may claim those messages only
      // when the lease runs out (LEASE_MS, 60 s in lib/contact/worker.ts).
      { what: 'instance B delivering what A accepted', timeoutMs: 90_000, intervalMs: 250 },
    );
    check(
      'fleet: after A is killed, B delivers every message A accepted, each once',
      fleetDone && deliveredOnce(hubspot, fleetEmails),
    );
    check(
      'fleet: health reports the Redis store',
      (await (await fetch(`${siteB.baseUrl}/api/health?deep=1`)).json()).contact?.store === 'redis',
    );

    await redis.crash();
    const spooledEmail = 'spooled@example.no';
    const spooled = await post(siteB.baseUrl, message(spooledEmail));
    check(
      'fleet: with Redis down, B still answers 200',
      spooled.status === 200,
      `status ${spooled.status}`,
    );
    check(
      'fleet: … and logs that the message went to its local spool',
      siteB.output.join('').includes('"event":"contact.spooled"'),
    );
    const spooledDone = await holdsWithin(
      async () => hubspot.state.delivered.get(spooledEmail) === 1,
      { what: 'the spooled message delivered', timeoutMs: 15_000, intervalMs: 250 },
    );
    await redis.start();
    const onB = await listed(fleetEnv('b'));
    check(
      'fleet: the spooled message is delivered once and listed by the CLI on B',
      spooledDone && onB.find((m) => m.email === spooledEmail)?.status === 'delivered',
    );
    check(
      'fleet: Redis restarted with everything it had acknowledged',
      fleetEmails.every((email) => onB.some((m) => m.email === email && m.status === 'delivered')),
    );
  } finally {
    await site?.stop();
    await siteB?.stop();
    await redis?.stop();
    hubspot.close();
    removeDistDir(distDir);
  }
  const failed = results.filter((result) => !result.ok);
  console.log(
    `contact-store-test: ${results.length - failed.length}/${results.length} checks passed`,
  );
  return failed.length === 0 ? 0 : 1;
}

runCheck('contact-store-test', main, { distDir });
