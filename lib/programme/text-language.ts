/**
 * The language a content text (an event's or venue's title, summary, description, note, name)
 * is written in. The English edition shows the English text where it exists and the Norwegian
 * one where it does not; a Norwegian fallback is marked `lang="nb"` so screen readers pronounce
 * it right (WCAG 3.1.2). The programme's query marks per text which language it returned in a
 * `textLanguages` object (field → 'nb' | 'en'); a text without a mark is Norwegian, as all
 * content made before the English edition is.
 */
import { languageOf, type Language } from '../i18n/languages';

export type TextField =
  'title' | 'summary' | 'description' | 'statusNote' | 'name' | 'accessibility';

export function textLanguage(source: object | null | undefined, field: TextField): Language {
  const marks = (source as { textLanguages?: Partial<Record<string, unknown>> } | null | undefined)
    ?.textLanguages;
  return languageOf(marks?.[field]);
}
