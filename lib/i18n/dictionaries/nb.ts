/**
 * Norwegian interface text (the source dictionary: ../dictionary.ts derives the type from it).
 * One section per part of the site.
 */
import { nbProgramme } from './nb-programme';

export const nb = {
  language: {
    /** The language switch's label, in the language it leads to (see en.ts). */
    switchTo: 'Norsk',
  },
  programme: nbProgramme,
} as const;
