import { defineArrayMember, defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';

export const cardSection = defineType({
  name: 'cardSection',
  title: 'Kortseksjon',
  description: 'Et rutenett av kort, for eksempel personene i teamet.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({ name: 'description', title: 'Beskrivelse', type: 'text', rows: 3 }),
    defineField({
      name: 'cards',
      title: 'Kort',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1),
    }),
    anchorIdField,
  ],
  preview: blockPreview('Kortseksjon', { media: 'cards.0.image' }),
});
