import type { Dictionary } from '../dictionary';

/** English interface text: the same sections and keys as nb.ts, checked by the type. */
export const en: Dictionary = {
  language: {
    switchTo: 'English',
  },
};
