import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { SANITY_API_VERSION } from '@/lib/sanity/constants';
import { readContentEnv } from '@/lib/sanity/env';

/** A token-bearing client for next-sanity's preview secret check; null in local mode or without a token. */
export function presentationClient(env: NodeJS.ProcessEnv = process.env): SanityClient | null {
  const content = readContentEnv(env);
  if (content.source !== 'sanity' || !content.readToken) return null;
  return createClient({
    projectId: content.projectId,
    dataset: content.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token: content.readToken,
    ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
  });
}
