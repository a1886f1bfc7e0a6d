import { defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';
import { imageWithAltMember } from '../../../sanity/schema/objects/image-with-alt';

export const gallery = defineType({
  name: 'gallery',
  title: 'Bildegalleri',
  description: 'Bilder i tre kolonner; et klikk åpner bildet stort.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({
      name: 'images',
      title: 'Bilder',
      type: 'array',
      of: [imageWithAltMember],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(1),
    }),
    anchorIdField,
  ],
  preview: blockPreview('Bildegalleri', { media: 'images.0' }),
});
