import type { ContactFormValues } from '@/lib/contact-message/schema';

/** The contact form's values before the visitor has typed anything (and after a reset). */
export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  company: '',
  message: '',
  consentToProcessing: false,
  consentToNewsletter: false,
};
