import { z } from 'zod';
import type { ContactFormValues } from './schema';

// A name bots like to fill; browsers do not autofill it.
export const HONEYPOT_FIELD = 'website';

/** The JSON body the form posts: the message plus spam signals and page context. */
export type ContactPayload = ContactFormValues & {
  [HONEYPOT_FIELD]: string;
  /** Client clock (ms) when the form was shown and when it was sent; see ./spam. */
  startedAt: number;
  submittedAt: number;
  context: PageContext;
};

export const pageContextSchema = z.object({
  pageUri: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  pageName: z.string().trim().max(300).optional(),
});

export type PageContext = z.infer<typeof pageContextSchema>;

/** Unusable context is dropped rather than rejecting the visitor's message. */
export function parsePageContext(value: unknown): PageContext {
  const parsed = pageContextSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}
