import { defineField, defineType } from 'sanity';
import { oneOfCheck } from '../fields/one-of';

/** An item of a link tree; stored with `_type: 'link'`. */
export const linkTreeLink = defineType({
  name: 'link',
  title: 'Lenke',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Tekst',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'url', title: 'Lenke', type: 'href' }),
    defineField({
      name: 'file',
      title: 'Eller en fil til nedlasting',
      description: 'Når en fil er valgt, lastes den ned i stedet for å følge lenken.',
      type: 'file',
    }),
  ],
  validation: (rule) =>
    rule.custom(oneOfCheck('link', { none: 'Skriv en lenke eller velg en fil.' })),
  preview: { select: { title: 'title', subtitle: 'url' } },
});
