import { defineArrayMember, defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';

export const carousel = defineType({
  name: 'carousel',
  title: 'Karusell',
  description: 'Lysbilder som blar i loop, hvert med tekst, bilde og bakgrunnsfarge.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({ name: 'description', title: 'Beskrivelse', type: 'text', rows: 3 }),
    defineField({
      name: 'items',
      title: 'Lysbilder',
      type: 'array',
      of: [defineArrayMember({ type: 'carouselItem' })],
      validation: (rule) => rule.required().min(1),
    }),
    anchorIdField,
  ],
  preview: blockPreview('Karusell', { media: 'items.0.image' }),
});
