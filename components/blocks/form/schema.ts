import { defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';
import { imageWithAltField } from '../../../sanity/schema/objects/image-with-alt';

export const form = defineType({
  name: 'form',
  title: 'Kontaktskjema',
  description: 'Kontaktskjemaet, med en kontaktperson ved siden av.',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({ name: 'description', title: 'Beskrivelse', type: 'text', rows: 3 }),
    defineField({ name: 'contactName', title: 'Kontaktperson', type: 'string' }),
    defineField({ name: 'contactEmail', title: 'E-post', type: 'email' }),
    defineField({ name: 'contactPhone', title: 'Telefon', type: 'phone' }),
    imageWithAltField({ name: 'contactImage', title: 'Bilde av kontaktpersonen' }),
    anchorIdField,
  ],
  preview: blockPreview('Kontaktskjema', { media: 'contactImage' }),
});
