#!/usr/bin/env node
// Sends the signed webhook Sanity would send after a publish, for a document in the local
// dataset, so an edit to the NDJSON file reaches the running site without a rebuild.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDotEnv } from './lib/dotenv.mjs';
import { signPayload } from '../lib/publishing/sign-payload.mjs';

const USAGE = `Usage: node scripts/content-publish.mjs <documentId> [options]

Options:
  --url <origin>            site to notify (default http://127.0.0.1:$PORT or :3000)
  --operation <op>          create | update | delete (default update)
  --previous-slug <slug>    the slug before this change, when the slug changed
  --type <type>             document type, when the document is no longer in the dataset
  --slug <slug>             document slug, when the document is no longer in the dataset
  --help                    show this text

Reads the document from CONTENT_DATASET_FILE (default content/production.ndjson) and signs
with SANITY_REVALIDATE_SECRET (from the environment, .env.local or .env).`;

class UsageError extends Error {}

function readOptions(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        operation: { type: 'string' },
        'previous-slug': { type: 'string' },
        type: { type: 'string' },
        slug: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) throw new UsageError('Expected exactly one document id.');
  const operation = values.operation ?? 'update';
  if (!['create', 'update', 'delete'].includes(operation)) {
    throw new UsageError(`--operation must be create, update or delete, not "${operation}".`);
  }
  return {
    documentId: positionals[0],
    operation,
    url: values.url ?? `http://127.0.0.1:${process.env.PORT || 3000}`,
    previousSlug: values['previous-slug'],
    type: values.type,
    slug: values.slug,
  };
}

function findDocument(file, documentId) {
  if (!existsSync(file)) throw new Error(`Content dataset file not found: ${file}`);
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  let found;
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let document;
    try {
      document = JSON.parse(line);
    } catch {
      throw new Error(`Malformed content dataset ${file}:${index + 1}: not valid JSON`);
    }
    // The last line with an id wins, as when a document is appended to replace an older one.
    if (document?._id === documentId) found = document;
  });
  return found;
}

const slugOf = (document) => {
  const slug = document?.slug;
  if (typeof slug === 'string') return slug;
  return typeof slug?.current === 'string' ? slug.current : null;
};

/**
 * The webhook projection: {_type, _id, slug, previousSlug, operation, language}, and for a
 * translation.metadata document the language versions it links (docs/publishing.md).
 */
function buildBody(options, document, datasetFile) {
  const type = document?._type ?? options.type;
  if (!type) {
    throw new UsageError(
      `Document "${options.documentId}" is not in the dataset; pass --type (and --slug) to publish its deletion.`,
    );
  }
  const slug = options.slug ?? slugOf(document);
  // Sanity's before() is empty on create and is the current slug when an update kept it.
  const previousSlug = options.previousSlug ?? (options.operation === 'create' ? null : slug);
  const body = {
    _type: type,
    _id: options.documentId,
    slug,
    previousSlug,
    operation: options.operation,
  };
  if (typeof document?.language === 'string') body.language = document.language;
  if (Array.isArray(document?.translations))
    body.translations = linkedVersions(document, datasetFile);
  return body;
}

/** A translation.metadata document's versions as the projection names them: language and slug. */
function linkedVersions(metadata, datasetFile) {
  return metadata.translations.map((entry) => ({
    language: entry?.language ?? null,
    slug: slugOf(findDocument(datasetFile, entry?.value?._ref)),
  }));
}

async function send(url, rawBody, secret) {
  const endpoint = new URL('/api/revalidate', url);
  let response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signPayload(rawBody, secret),
      },
      body: rawBody,
    });
  } catch (error) {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new Error(`Could not reach ${endpoint} (${reason}). Is the site running?`);
  }
  const text = await response.text();
  return { endpoint, status: response.status, text };
}

async function main() {
  loadDotEnv();
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const secret = process.env.SANITY_REVALIDATE_SECRET?.trim();
  if (!secret)
    throw new Error('SANITY_REVALIDATE_SECRET is not set; use the same value as the running site.');

  const datasetFile = path.resolve(process.env.CONTENT_DATASET_FILE || 'content/production.ndjson');
  const document = findDocument(datasetFile, options.documentId);
  if (!document && options.operation !== 'delete') {
    throw new UsageError(
      `Document "${options.documentId}" is not in ${datasetFile}. To publish a deletion, pass --operation delete --type <type> --slug <slug>.`,
    );
  }
  if (options.documentId.startsWith('drafts.')) {
    console.warn('Note: drafts are never cached, so the site will revalidate nothing for this id.');
  }

  const body = buildBody(options, document, datasetFile);
  const rawBody = JSON.stringify(body);
  const result = await send(options.url, rawBody, secret);
  console.log(`POST ${result.endpoint} -> ${result.status}`);
  console.log(result.text);
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`The site refused the webhook with status ${result.status}.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`content:publish failed: ${error.message}`);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
