/**
 * The language a content text (an event's or venue's title, summary, description, note, name)
 * is written in. The English edition shows the English text where it exists and the Norwegian
 * one where it does not; a Norwegian fallback is marked `lang="nb"` so screen readers pronounce
 * it right (WCAG 3.1.2). The programme's query returns beside each text `<field>Language`, the
 * language it came back in (lib/sanity/localized-text.ts); a text without one is Norwegian, as
 * all content made before the English edition is.
 */
import { languageOf, type Language } from '../i18n/languages';

export type TextField =
  'title' | 'summary' | 'description' | 'statusNote' | 'name' | 'accessibility';

export function textLanguage(source: object | null | undefined, field: TextField): Language {
  const mark = (source as Partial<Record<string, unknown>> | null | undefined)?.[
    `${field}Language`
  ];
  return languageOf(mark);
}
