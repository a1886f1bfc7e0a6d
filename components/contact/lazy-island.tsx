'use client';

import dynamic from 'next/dynamic';

// react-hook-form, zod and the form's own code: about 49 kB gzip that only pages with the form
// need (the form block, the accessibility statement); docs/architecture.md, "Client islands".
export const ContactForm = dynamic(() =>
  import('./contact-form').then((module) => module.ContactForm),
);
