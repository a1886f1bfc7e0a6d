import { defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';

export const hooplaSalesPage = defineType({
  name: 'hooplaSalesPage',
  title: 'Billettsalg (Hoopla)',
  description: 'Bygger inn salgssiden fra Hoopla.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({
      name: 'organizationId',
      title: 'Hoopla-organisasjon',
      description: 'Organisasjonens ID hos Hoopla, for eksempel «matfestivalen-oslo».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    anchorIdField,
  ],
  preview: blockPreview('Billettsalg', {}),
});
