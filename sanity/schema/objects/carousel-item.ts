import { defineField, defineType } from 'sanity';
import { CAROUSEL_SLIDE_HEIGHT, DEFAULT_CAROUSEL_SLIDE_HEIGHT } from '../../../lib/sanity/limits';
import { withinLimit } from '../fields/page-checks';
import { imageWithAltField } from './image-with-alt';

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
      description: `Fra ${CAROUSEL_SLIDE_HEIGHT.min} til ${CAROUSEL_SLIDE_HEIGHT.max}.`,
      type: 'number',
      initialValue: DEFAULT_CAROUSEL_SLIDE_HEIGHT,
      // The carousel block clamps to the same limit, so what is accepted here is what shows.
      validation: (rule) => rule.custom(withinLimit(CAROUSEL_SLIDE_HEIGHT)),
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
