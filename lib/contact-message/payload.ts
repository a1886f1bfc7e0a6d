import { z } from './zod';
import type { ContactFormValues } from '@/lib/contact-message/schema';
import { HONEYPOT_FIELD } from './honeypot';

export { HONEYPOT_FIELD };

/** The JSON body the form posts: the message plus spam signals and page context. */
export type ContactPayload = ContactFormValues & {
  [HONEYPOT_FIELD]: string;
  /** Client clock (ms) when the form was shown and when it was sent; see ./spam. */
  startedAt: number;
  submittedAt: number;
  context: PageContext;
};

const pageUriSchema = z.url({ protocol: /^https?$/ }).max(2000);
const pageNameSchema = z
  .string()
  .trim()
  .min(1)
  .transform((name) => name.slice(0, 300));

export type PageContext = { pageUri?: string; pageName?: string };

/** Each part is kept only if usable; bad context never costs the visitor their message. */
export function parsePageContext(value: unknown): PageContext {
  const source = typeof value === 'object' && value !== null ? value : {};
  const pageUri = pageUriSchema.safeParse(Reflect.get(source, 'pageUri'));
  const pageName = pageNameSchema.safeParse(Reflect.get(source, 'pageName'));
  return {
    ...(pageUri.success ? { pageUri: pageUri.data } : {}),
    ...(pageName.success ? { pageName: pageName.data } : {}),
  };
}
