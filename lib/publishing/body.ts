import { z } from 'zod';

// GROQ yields null (or omits the key) when a document has no slug, and before() is null on create.
const slugField = z.string().trim().min(1).max(512).nullish();

/**
 * The webhook projection configured in Sanity:
 * `{_type, _id, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}`.
 */
export const webhookBodySchema = z.object({
  _type: z.string().trim().min(1).max(200),
  _id: z.string().trim().min(1).max(200),
  slug: slugField,
  previousSlug: slugField,
  operation: z.enum(['create', 'update', 'delete']),
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
