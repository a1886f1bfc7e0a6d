import { defineField } from 'sanity';
import { LANGUAGE_FIELD, studioLanguages } from '../../translations';

/**
 * The language of a document translated per document (../../translations.ts). The
 * document-internationalization plugin sets it (its templates, its "Translations" menu) and
 * shows it as the document's badge, so editors never type it. A document without one is
 * Norwegian. The list makes the extracted schema, and so content:check, know the languages.
 */
export const languageField = defineField({
  name: LANGUAGE_FIELD,
  title: 'Språk',
  type: 'string',
  readOnly: true,
  hidden: true,
  options: { list: studioLanguages.map(({ id, title }) => ({ value: id, title })) },
});
