import { readContentEnv } from '@/lib/env/content';
import { readPublishingEnv } from '@/lib/env/publishing';
import { previewSecretMatches } from './preview-secret';
import { safeRedirectPath } from './redirect-path';
import { processEnv } from '@/lib/env/process-env.mjs';

/** The query parameter Sanity's Presentation tool signs its preview URLs with. */
export const PRESENTATION_SECRET_PARAM = 'sanity-preview-secret';

export type EnableDecision =
  | { kind: 'presentation' }
  | { kind: 'enable'; redirectTo: string }
  | { kind: 'refuse'; status: 401 | 500; message: string; logLine?: string };

/**
 * Who may turn on draft mode. With Sanity: only the Presentation tool, whose preview links carry
 * a secret the studio stores in the dataset for one hour; next-sanity checks it there with the
 * read token (app/api/draft-mode/enable). A shared, long-lived secret is refused, even when
 * SANITY_PREVIEW_SECRET is set. With the local dataset there is no studio to mint secrets, so
 * SANITY_PREVIEW_SECRET is the way in (docs/publishing.md).
 */
export function decideDraftModeEnable(
  url: URL,
  env: Record<string, string | undefined> = processEnv(),
): EnableDecision {
  const content = readContentEnv(env);
  if (content.source === 'sanity') {
    if (!content.readToken) {
      return {
        kind: 'refuse',
        status: 500,
        message: 'Draft preview is not configured on this server',
        logLine:
          'Draft preview refused: SANITY_API_READ_TOKEN is not set, so drafts cannot be read from Sanity',
      };
    }
    if (url.searchParams.get(PRESENTATION_SECRET_PARAM)?.trim()) return { kind: 'presentation' };
    return {
      kind: 'refuse',
      status: 401,
      message: "Open the preview from the studio's Presentation tool (Forhåndsvisning)",
    };
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
