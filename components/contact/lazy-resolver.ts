import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContactFormValues, ContactMessage } from '@/lib/contact-message/schema';
import type { Language } from '@/lib/i18n/languages';
import { EMPTY_CONTACT_FORM } from './empty-form';

type ContactResolver = Resolver<ContactFormValues, unknown, ContactMessage>;

// Zod and the message's schema are loaded with the first check of something the visitor typed,
// not with the page: building them was the longest task of a page with the form after
// hydration (docs/performance.md). Until then the untouched form is judged without them: its
// required fields are empty, so it is not valid yet (the send button stays disabled, as it
// would with the schema); no field shows an error, since nothing has been typed.
const loaded = new Map<Language, Promise<ContactResolver>>();

function schemaResolver(language: Language): Promise<ContactResolver> {
  let resolver = loaded.get(language);
  if (!resolver) {
    resolver = Promise.all([
      import('@hookform/resolvers/zod'),
      import('@/lib/contact-message/schema'),
    ]).then(([{ zodResolver }, { contactMessageSchemaFor }]) =>
      zodResolver(contactMessageSchemaFor(language)),
    );
    // A failed load (the phone went offline) is tried again at the next check.
    resolver.catch(() => loaded.delete(language));
    loaded.set(language, resolver);
  }
  return resolver;
}

const UNTOUCHED: { values: Record<string, never>; errors: FieldErrors<ContactFormValues> } = {
  values: {},
  errors: { message: { type: 'required' } },
};

/** The form's resolver for `language`. */
export function lazyContactResolver(language: Language): ContactResolver {
  return async (values, context, options) => {
    const isUntouched = (Object.keys(EMPTY_CONTACT_FORM) as (keyof ContactFormValues)[]).every(
      (name) => values[name] === EMPTY_CONTACT_FORM[name],
    );
    if (isUntouched && !loaded.has(language)) return UNTOUCHED;
    return (await schemaResolver(language))(values, context, options);
  };
}
