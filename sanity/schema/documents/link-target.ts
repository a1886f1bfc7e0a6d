import { defineField, defineType } from 'sanity';
import { formatRule } from '../objects/string-formats';
import { languageField } from '../fields/language-field';

/** A link several pages share: a page-builder reference shows it as a link with its title. */
export const linkTarget = defineType({
  name: 'linkTarget',
  title: 'Lenkemål',
  description: 'En lenke som kan brukes på flere sider; endres ett sted.',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Lenketekst',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'link',
      title: 'Lenke',
      type: 'href',
      validation: (rule) => formatRule('href')(rule).required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'link' } },
});
