import { defineField, defineType } from 'sanity';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import { blockPreview } from '../../../sanity/schema/fields/block-preview';
import { imageWithAltField } from '../../../sanity/schema/objects/image-with-alt';

export const hero = defineType({
  name: 'hero',
  title: 'Toppbanner (hero)',
  description: 'Stor overskrift over et bakgrunnsbilde eller en video, med en valgfri knapp.',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Overskrift',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'tagline', title: 'Undertekst', type: 'text', rows: 3 }),
    defineField({ name: 'buttonTitle', title: 'Knappetekst', type: 'string' }),
    defineField({
      name: 'buttonLink',
      title: 'Knappelenke',
      description:
        'En side (/billetter), en nettadresse, eller #anker-id for å rulle til en seksjon.',
      type: 'href',
    }),
    imageWithAltField({ name: 'backgroundImage', title: 'Bakgrunnsbilde' }),
    defineField({
      name: 'backgroundVideo',
      title: 'Bakgrunnsvideo',
      description: 'Spilles av uten lyd og i loop. Vises i stedet for bildet når den er satt.',
      type: 'file',
      options: { accept: 'video/*' },
    }),
    defineField({
      name: 'compact',
      title: 'Kompakt',
      description: 'Lavere banner i stedet for full skjermhøyde.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({ name: 'showLogo', title: 'Vis logo', type: 'boolean', initialValue: false }),
    defineField({
      name: 'extraTopPadding',
      title: 'Ekstra luft i toppen',
      type: 'boolean',
      initialValue: false,
    }),
    anchorIdField,
  ],
  preview: blockPreview('Toppbanner', { title: 'heading', media: 'backgroundImage' }),
});
