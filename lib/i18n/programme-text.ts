/**
 * The programme's interface text alone, for the code the programme's island ships to the
 * browser: importing ./dictionary there would ship every section of both languages' site text.
 * The same objects as `dictionary(language).programme`.
 */
import type { Dictionary } from './dictionary';
import type { Language } from './languages';
import { enProgramme } from './dictionaries/en-programme';
import { nbProgramme } from './dictionaries/nb-programme';

export type ProgrammeText = Dictionary['programme'];

const PROGRAMME_TEXT: Record<Language, ProgrammeText> = { nb: nbProgramme, en: enProgramme };

export function programmeText(language: Language): ProgrammeText {
  return PROGRAMME_TEXT[language];
}
