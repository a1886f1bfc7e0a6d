import { defineField, defineType } from 'sanity';
import { formatRule } from './string-formats';

/** An important contact on the safety page; stored with `_type: 'contact'`. */
export const safetyContact = defineType({
  name: 'contact',
  title: 'Kontaktperson',
  type: 'object',
  fields: [
    defineField({
      name: 'role',
      title: 'Rolle',
      description: 'For eksempel «Arrangements- og sikkerhetsansvarlig».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Navn',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Telefon',
      description: 'Med landskode, for eksempel +47 912 34 567.',
      type: 'phone',
      validation: (rule) => formatRule('phone')(rule).required(),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role' } },
});
