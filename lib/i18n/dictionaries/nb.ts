/**
 * Norwegian interface text (the source dictionary: ../dictionary.ts derives the type from it).
 * One section per part of the site.
 */
export const nb = {
  language: {
    /** The language switch's label, in the language it leads to (see en.ts). */
    switchTo: 'Norsk',
  },
} as const;
