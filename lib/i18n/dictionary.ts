/**
 * The interface text visitors read, one typed dictionary per language. Norwegian is the source:
 * its shape is the type every other language must fill, so a missing English string is a type
 * error, never a Norwegian word on an English page. Texts that take values are functions.
 */
import type { Language } from './languages';
import { nb } from './dictionaries/nb';
import { en } from './dictionaries/en';

/** The shape of a dictionary: nb's keys, with any string (or function) as the value. */
export type Dictionary = Widen<typeof nb>;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> };

const DICTIONARIES: Record<Language, Dictionary> = { nb, en };

export function dictionary(language: Language): Dictionary {
  return DICTIONARIES[language];
}
