import { defineField, type SlugValue } from 'sanity';
import { displayText } from '../../translations';
import { uniqueSlug } from './page-checks';
import { slugFormat, slugify } from './slug-rules';
import { norwegianText, translatedText } from './translation-checks';

/** Where a field sits in its document's form: its help text and its tab(s). */
type Placement = { description?: string; group?: string | string[] };

/**
 * A document's required name (a page's or event's title, a menu's or venue's name). Translated:
 * one line per language (sanity-plugin-internationalized-array), the Norwegian line required and
 * a missing translation a warning; otherwise one plain string.
 */
export function nameField({
  name,
  title,
  translated = false,
  ...placement
}: { name: string; title: string; translated?: boolean } & Placement) {
  return translated
    ? defineField({
        name,
        title,
        ...placement,
        type: 'internationalizedArrayString',
        validation: (rule) => [
          rule.required().custom(norwegianText(title)),
          rule.custom(translatedText).warning(),
        ],
      })
    : defineField({
        name,
        title,
        ...placement,
        type: 'string',
        validation: (rule) => rule.required(),
      });
}

/**
 * A document's required, unique slug, suggested from its name field (`source`; from the
 * Norwegian line when that field is `translated`). `checks` run between the format check and
 * the uniqueness check (a page's reserved addresses).
 */
export function slugField({
  documentType,
  source,
  translated = false,
  checks = [],
  ...placement
}: {
  documentType: string;
  source: string;
  translated?: boolean;
  checks?: ((value: SlugValue | undefined) => true | string)[];
} & Placement) {
  return defineField({
    name: 'slug',
    title: 'Adresse (slug)',
    ...placement,
    type: 'slug',
    // uniqueSlug replaces Sanity's own check, which would add a second, English message.
    options: {
      source: translated
        ? (document) => displayText((document as Record<string, unknown>)[source]) ?? ''
        : source,
      slugify,
      isUnique: () => true,
    },
    validation: (rule) => {
      let checked = rule.required().custom(slugFormat);
      for (const check of checks) checked = checked.custom(check);
      return checked.custom(uniqueSlug(documentType));
    },
  });
}
