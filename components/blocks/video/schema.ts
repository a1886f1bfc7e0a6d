import { defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';
import { formatRule } from '../../../sanity/schema/objects/string-formats';

export const video = defineType({
  name: 'video',
  title: 'Video',
  description: 'En video fra YouTube eller Vimeo, eller en videofil.',
  type: 'object',
  fields: [
    defineField({ name: 'videoLabel', title: 'Tittel', type: 'string' }),
    defineField({
      name: 'url',
      title: 'Videoadresse',
      description: 'Lenke til YouTube eller Vimeo, eller til en videofil (.mp4, .webm).',
      type: 'urlOrPath',
      validation: (rule) => formatRule('urlOrPath')(rule).required(),
    }),
    defineField({
      name: 'poster',
      title: 'Forhåndsbilde',
      description:
        'Vises med avspillingsknappen til den besøkende starter videoen. Uten bilde vises en nøytral flate.',
      type: 'image',
    }),
    anchorIdField,
  ],
  preview: blockPreview('Video', { title: 'videoLabel' }),
});
