import type { Dictionary } from '../dictionary';
import { enProgramme } from './en-programme';

/** English interface text: the same sections and keys as nb.ts, checked by the type. */
export const en: Dictionary = {
  language: {
    switchTo: 'English',
  },
  programme: enProgramme,
};
