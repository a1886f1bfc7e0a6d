import { z } from 'zod';

// GROQ yields null (or omits the key) when a document has no slug, and before() is null on create.
const slugField = z.string().trim().min(1).max(512).nullish();

// A translation.metadata document's language versions, as the projection dereferences them.
const translationsField = z
  .array(
    z.object({
      language: z.string().trim().max(20).nullish(),
      slug: z.string().trim().max(512).nullish(),
    }),
  )
  .max(20)
  .nullish();

/**
 * The webhook projection configured in Sanity (docs/publishing.md):
 * `{_type, _id, "slug": slug.current, "previousSlug": before().slug.current,
 * "operation": delta::operation(), "language": coalesce(language, before().language),
 * "translations": translations[]{language, "slug": value->slug.current},
 * "previousTranslations": before().translations[]{language, "slug": value->slug.current}}`.
 * `language` absent means Norwegian (content made before the English edition); the two
 * translation lists come only with translation.metadata documents.
 */
export const webhookBodySchema = z.object({
  _type: z.string().trim().min(1).max(200),
  _id: z.string().trim().min(1).max(200),
  slug: slugField,
  previousSlug: slugField,
  operation: z.enum(['create', 'update', 'delete']),
  language: z.string().trim().max(20).nullish(),
  translations: translationsField,
  previousTranslations: translationsField,
});

export type WebhookBody = z.infer<typeof webhookBodySchema>;

export type BodyParseResult =
  { success: true; body: WebhookBody } | { success: false; problems: string[] };

/** Parses the raw (already signature-checked) body; problems are phrased for the webhook log. */
export function parseWebhookBody(rawBody: string): BodyParseResult {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { success: false, problems: ['body is not valid JSON'] };
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) {
    return {
      success: false,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
      ),
    };
  }
  return { success: true, body: parsed.data };
}
