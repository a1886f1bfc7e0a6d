import { readContentEnv } from '@/lib/env/content';

export type PublishingEnv = {
  revalidateSecret: string | undefined;
  previewSecret: string | undefined;
};

// Copy-pasted secrets often carry a trailing newline; next-sanity trims them too.
const secret = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** Read on every call, not at import, so tests can vary it and a restart picks up a rotated secret. */
export function readPublishingEnv(
  env: Record<string, string | undefined> = process.env,
): PublishingEnv {
  return {
    revalidateSecret: secret(env.SANITY_REVALIDATE_SECRET),
    previewSecret: secret(env.SANITY_PREVIEW_SECRET),
  };
}

export type MissingSecret = { name: string; effect: string };

/**
 * The publishing variables this server lacks for its content source. With Sanity, preview goes
 * through the Presentation tool's short-lived secrets (SANITY_PREVIEW_SECRET is not used), and
 * drafts need the token; the local dataset's preview needs SANITY_PREVIEW_SECRET.
 */
export function missingPublishingSecrets(
  env: Record<string, string | undefined> = process.env,
): MissingSecret[] {
  const vars = readPublishingEnv(env);
  const content = readContentEnv(env);
  const missing: MissingSecret[] = [];
  if (!vars.revalidateSecret) {
    missing.push({
      name: 'SANITY_REVALIDATE_SECRET',
      effect: 'POST /api/revalidate answers 500, so published content never reaches the site',
    });
  }
  if (content.source === 'local' && !vars.previewSecret) {
    missing.push({
      name: 'SANITY_PREVIEW_SECRET',
      effect: '/api/draft-mode/enable refuses every request',
    });
  }
  if (content.source === 'sanity' && !content.readToken) {
    missing.push({
      name: 'SANITY_API_READ_TOKEN',
      effect: 'draft preview cannot read drafts from Sanity',
    });
  }
  return missing;
}
