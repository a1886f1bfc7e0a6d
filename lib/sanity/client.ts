import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { SANITY_API_VERSION } from './constants';
import { readContentEnv, type ContentEnv } from '@/lib/env/content';
import { draftStega } from './stega';
import type { Perspective } from './types';
import { processEnv } from '@/lib/env/process-env.mjs';

type SanityEnv = Extract<ContentEnv, { source: 'sanity' }>;

const clients = new Map<string, SanityClient>();

/** Where the project's API is; SANITY_API_HOST points a test at a stand-in. */
function connection(env: SanityEnv) {
  return {
    projectId: env.projectId,
    dataset: env.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
  };
}

function clientFor(env: SanityEnv): SanityClient {
  const key = JSON.stringify(env);
  let client = clients.get(key);
  if (!client) {
    // Retries are ours (runWithRetry): the library's default retries for minutes.
    client = createClient({
      ...connection(env),
      perspective: 'published',
      maxRetries: 0,
      timeout: env.timeoutMs,
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * Runs one query with no retries and a time limit: the health check reports the first failure,
 * where a retry would hide it behind the timeout.
 */
export async function probeSanity(env: SanityEnv, query: string, timeoutMs: number): Promise<void> {
  // Its own client: retries are set when a client is created, withConfig() keeps them.
  const probe = createClient({
    ...connection(env),
    perspective: 'published',
    maxRetries: 0,
    timeout: timeoutMs,
  });
  await probe.fetch<unknown>(query, {}, { signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * A token-bearing client for next-sanity's check of the Presentation tool's preview secret
 * (app/api/draft-mode/enable); null with the local dataset or without a read token.
 */
export function presentationClient(
  env: Record<string, string | undefined> = processEnv(),
): SanityClient | null {
  const content = readContentEnv(env);
  if (content.source !== 'sanity' || !content.readToken) return null;
  return createClient({ ...connection(content), token: content.readToken });
}

/** Runs a GROQ query against Sanity's query API. Drafts need the read token. */
export async function querySanity<T>(
  env: SanityEnv,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<T> {
  if (perspective === 'drafts' && !env.readToken) {
    throw new Error('Draft preview needs SANITY_API_READ_TOKEN to read drafts from Sanity');
  }
  const attempt = () =>
    clientFor(env).fetch<T>(query, params, {
      perspective,
      // Drafts carry stega-encoded source maps for Visual Editing; published reads never do.
      ...(perspective === 'drafts'
        ? { token: env.readToken, useCdn: false, stega: draftStega }
        : { stega: false }),
      // The whole attempt, not only idle time: a trickling answer cannot hold a render either.
      signal: AbortSignal.timeout(env.timeoutMs),
    });
  let lastError: unknown;
  for (let tries = 0; tries <= env.maxRetries; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      if (!isWorthRetrying(error)) break;
    }
  }
  const status = statusOf(lastError);
  const detail = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`Sanity query failed${status ? ` with status ${status}` : ''}: ${detail}`, {
    cause: lastError,
  });
}

const statusOf = (error: unknown): number | undefined =>
  (error as { statusCode?: number } | null)?.statusCode;

/** A timeout, a dropped connection, 429 or 5xx may pass; a 4xx query error never will. */
function isWorthRetrying(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 429 || status >= 500;
}
