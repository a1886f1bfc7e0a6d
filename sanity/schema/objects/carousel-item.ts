import { defineField, defineType } from 'sanity';
import { imageWithAltField } from './image-with-alt';

const DEFAULT_HEIGHT = 400;

export const carouselItem = defineType({
  name: 'carouselItem',
  title: 'Lysbilde',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Tittel',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Beskrivelse', type: 'text', rows: 3 }),
    imageWithAltField({ name: 'image', title: 'Bilde' }),
    defineField({
      name: 'backgroundColor',
      title: 'Bakgrunnsfarge',
      description: 'Teksten blir svart eller hvit etter hvor lys fargen er.',
      type: 'hexColor',
    }),
    defineField({
      name: 'height',
      title: 'Høyde (piksler)',
      type: 'number',
      initialValue: DEFAULT_HEIGHT,
      validation: (rule) => rule.integer().min(200).max(1200),
    }),
    defineField({
      name: 'overlay',
      title: 'Toning over bildet',
      type: 'string',
      options: {
        list: [
          { title: 'Ingen', value: 'none' },
          { title: 'Mørkere', value: 'darken' },
          { title: 'Lysere', value: 'lighten' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'none',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'backgroundColor', media: 'image' } },
});
