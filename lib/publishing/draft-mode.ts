import { readContentEnv } from '@/lib/sanity/env';
import { readPublishingEnv } from './env';
import { previewSecretMatches } from './preview-secret';
import { safeRedirectPath } from './redirect-path';

/** The query parameter Sanity's Presentation tool signs its preview URLs with. */
export const PRESENTATION_SECRET_PARAM = 'sanity-preview-secret';

export type EnableDecision =
  | { kind: 'presentation' }
  | { kind: 'enable'; redirectTo: string }
  | { kind: 'refuse'; status: 401 | 500; message: string; logLine?: string };

/**
 * Who may turn on draft mode: Sanity's Presentation tool (its short-lived secret, checked by
 * next-sanity against Sanity with the read token) or anyone holding SANITY_PREVIEW_SECRET.
 */
export function decideDraftModeEnable(
  url: URL,
  env: NodeJS.ProcessEnv = process.env,
): EnableDecision {
  const content = readContentEnv(env);
  if (content.source === 'sanity' && !content.readToken) {
    return {
      kind: 'refuse',
      status: 500,
      message: 'Draft preview is not configured on this server',
      logLine:
        'Draft preview refused: SANITY_API_READ_TOKEN is not set, so drafts cannot be read from Sanity',
    };
  }
  if (content.source === 'sanity' && url.searchParams.has(PRESENTATION_SECRET_PARAM)) {
    return { kind: 'presentation' };
  }
  const { previewSecret } = readPublishingEnv(env);
  if (!previewSecret) {
    return {
      kind: 'refuse',
      status: 500,
      message: 'Draft preview is not configured on this server',
      logLine: 'Draft preview refused: SANITY_PREVIEW_SECRET is not set',
    };
  }
  if (!previewSecretMatches(url.searchParams.get('secret'), previewSecret)) {
    return { kind: 'refuse', status: 401, message: 'Invalid preview secret' };
  }
  return { kind: 'enable', redirectTo: safeRedirectPath(url.searchParams.get('redirect')) };
}

/** Cookies next-sanity's enable route may set for the Presentation tool (from @sanity/preview-url-secret). */
export const PRESENTATION_COOKIES = [
  'sanity-preview-perspective',
  'sanity-preview-variant',
] as const;
