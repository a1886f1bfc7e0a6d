import { defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';
import { imageWithAltField } from '../../../sanity/schema/objects/image-with-alt';

export const textWithIllustration = defineType({
  name: 'textWithIllustration',
  title: 'Tekst med illustrasjon',
  description: 'Overskrift og tekst ved siden av et bilde, på en valgfri bakgrunnsfarge.',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Overskrift',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'text', title: 'Tekst', type: 'text', rows: 6 }),
    imageWithAltField({ name: 'image', title: 'Illustrasjon' }),
    defineField({
      name: 'alt',
      title: 'Alternativ tekst (reserve)',
      description: 'Brukes bare når bildet over mangler sin egen alternative tekst.',
      type: 'string',
    }),
    defineField({
      name: 'imageSide',
      title: 'Bildet til',
      type: 'string',
      options: {
        list: [
          { title: 'Venstre', value: 'left' },
          { title: 'Høyre', value: 'right' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'right',
    }),
    defineField({ name: 'backgroundColor', title: 'Bakgrunnsfarge', type: 'hexColor' }),
    anchorIdField,
  ],
  preview: blockPreview('Tekst med illustrasjon', { title: 'heading', media: 'image' }),
});
