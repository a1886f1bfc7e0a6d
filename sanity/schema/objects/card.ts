import { defineField, defineType } from 'sanity';
import { imageWithAltField } from './image-with-alt';

export const card = defineType({
  name: 'card',
  title: 'Kort',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Navn',
      description: 'Første bokstav vises forstørret.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    imageWithAltField({ name: 'image', title: 'Bilde' }),
    defineField({ name: 'title', title: 'Tittel eller rolle', type: 'string' }),
    defineField({ name: 'description', title: 'Beskrivelse', type: 'text', rows: 4 }),
  ],
  preview: { select: { title: 'name', subtitle: 'title', media: 'image' } },
});
