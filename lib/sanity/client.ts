import { createClient, type SanityClient } from '@sanity/client';
import { SANITY_API_VERSION } from './constants';
import type { ContentEnv } from './env';
import type { Perspective } from './types';

type SanityEnv = Extract<ContentEnv, { source: 'sanity' }>;

const clients = new Map<string, SanityClient>();

function clientFor(env: SanityEnv): SanityClient {
  const key = JSON.stringify(env);
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      projectId: env.projectId,
      dataset: env.dataset,
      apiVersion: SANITY_API_VERSION,
      useCdn: false,
      perspective: 'published',
      ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
    });
    clients.set(key, client);
  }
  return client;
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
  try {
    return await clientFor(env).fetch<T>(query, params, {
      perspective,
      ...(perspective === 'drafts' ? { token: env.readToken, useCdn: false } : {}),
    });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Sanity query failed${status ? ` with status ${status}` : ''}: ${detail}`, { cause: error });
  }
}
