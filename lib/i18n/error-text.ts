// The error screens' texts, apart from the dictionaries: the error boundaries are client code
// loaded on every page, so they carry these few words, not every dictionary. The dictionaries'
// `error` sections are these objects (so they stay typed and complete).
import type { Language } from './languages';

export const ERROR_TEXT = {
  nb: { heading: 'Oops!', bodyBefore: 'Noe gikk galt. Prøv å gå til', home: 'forsiden' },
  en: { heading: 'Oops!', bodyBefore: 'Something went wrong. Try going to the', home: 'home page' },
} as const satisfies Record<Language, { heading: string; bodyBefore: string; home: string }>;
