// Publish to fresh: from sending a signed webhook (as Sanity would after a publish) to the
// edited text being served. The reference is a cold render: the first request for a page the
// server has never rendered, i.e. the unavoidable cost of producing that HTML at all.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { signPayload } from '../lib/publishing/sign-payload.mjs';
import { waitUntil } from '../test-support/wait.mjs';
import { median } from './support/stats.mjs';

const POLL_INTERVAL_MS = 20;
const ITERATION_TIMEOUT_MS = 30_000;

function readDocuments(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Atomic replace, so the server never reads a half-written dataset. */
function writeDocuments(file, documents) {
  writeFileSync(
    `${file}.tmp`,
    `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`,
  );
  renameSync(`${file}.tmp`, file);
}

function editableBlock(page) {
  return (page.pageBuilder ?? []).find(
    (block) => typeof block.heading === 'string' || typeof block.title === 'string',
  );
}

/** The page to edit: a published page by slug, with a block whose heading or title is shown. */
export function choosePublishTarget(datasetFile, route) {
  const slug = route === '/' ? '/' : route.slice(1);
  const page = readDocuments(datasetFile).find(
    (document) =>
      document._type === 'page' &&
      !document._id.startsWith('drafts.') &&
      document.slug?.current === slug,
  );
  if (!page || !editableBlock(page))
    throw new Error(`No editable published page at ${route} in ${datasetFile}`);
  return { id: page._id, slug, route };
}

/** Adds pages the build never saw (copies of the target under new slugs), for cold renders. */
export function addColdPages(datasetFile, target, count) {
  const documents = readDocuments(datasetFile);
  const source = documents.find((document) => document._id === target.id);
  const routes = [];
  for (let index = 1; index <= count; index += 1) {
    const slug = `bench-kald-${index}`;
    documents.push({
      ...structuredClone(source),
      _id: `bench-cold-${index}`,
      slug: { _type: 'slug', current: slug },
    });
    routes.push(`/${slug}`);
  }
  writeDocuments(datasetFile, documents);
  return routes;
}

function applyEdit(datasetFile, target, marker) {
  const documents = readDocuments(datasetFile);
  const page = documents.find((document) => document._id === target.id);
  const block = editableBlock(page);
  const field = typeof block.heading === 'string' ? 'heading' : 'title';
  block[field] = `${block[field].replace(/ \[bench-[^\]]+\]$/, '')} [${marker}]`;
  writeDocuments(datasetFile, documents);
}

async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/**
 * origin: base URL of `next start` running on datasetFile with SANITY_REVALIDATE_SECRET=secret.
 * Alternates one cold render and one publish per iteration.
 */
export async function runPublishFresh({
  origin,
  datasetFile,
  secret,
  target,
  coldRoutes,
  iterations = 10,
  log = () => {},
}) {
  const publishMs = [];
  const ackMs = [];
  const coldMs = [];
  let failures = 0;
  for (let index = 0; index < iterations; index += 1) {
    if (coldRoutes[index]) {
      const cold = await timedGet(`${origin}${coldRoutes[index]}`);
      if (cold.status === 200) coldMs.push(cold.ms);
    }

    const marker = `bench-${index + 1}-${Date.now().toString(36)}`;
    applyEdit(datasetFile, target, marker);
    const body = JSON.stringify({
      _type: 'page',
      _id: target.id,
      slug: target.slug,
      previousSlug: target.slug,
      operation: 'update',
    });
    const started = performance.now();
    const webhook = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signPayload(body, secret),
      },
      body,
    });
    await webhook.text();
    const acked = performance.now() - started;
    if (webhook.status !== 200)
      throw new Error(
        `Webhook answered ${webhook.status}; is SANITY_REVALIDATE_SECRET the same on both sides?`,
      );

    const fresh = await waitUntil(
      async () => (await timedGet(`${origin}${target.route}`)).text.includes(marker),
      { what: 'the edit served', timeoutMs: ITERATION_TIMEOUT_MS, intervalMs: POLL_INTERVAL_MS },
    ).catch(() => false);
    if (fresh) {
      publishMs.push(performance.now() - started);
      ackMs.push(acked);
    } else {
      failures += 1;
    }
    log(
      `publish ${index + 1}/${iterations}: ${fresh ? `${Math.round(performance.now() - started)} ms` : 'NOT FRESH within 30 s'} (ack ${Math.round(acked)} ms)`,
    );
  }
  return {
    route: target.route,
    iterations,
    failures,
    publishToFreshMs: median(publishMs),
    webhookAckMs: median(ackMs),
    coldRenderMs: median(coldMs),
    coldRenders: coldMs.length,
    samplesMs: publishMs.map(Math.round),
  };
}
