import { defineArrayMember, defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';

export const linkTree = defineType({
  name: 'linkTree',
  title: 'Lenkeliste',
  description: 'En liste med lenker og nedlastbare filer.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({
      name: 'links',
      title: 'Lenker',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
    anchorIdField,
  ],
  preview: blockPreview('Lenkeliste', {}),
});
