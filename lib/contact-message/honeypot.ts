// A name bots like to fill; browsers do not autofill it. Apart from ./payload.ts, so the form can
// name it without loading Zod with the page.
export const HONEYPOT_FIELD = 'website';
