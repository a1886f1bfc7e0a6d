import { defineField, defineType } from 'sanity';
import { uniqueSlug } from '../fields/page-checks';
import { slugFormat, slugify } from '../fields/slug-rules';

/** A stage or room of the festival; programme events take place at one. */
export const venue = defineType({
  name: 'venue',
  title: 'Scene',
  description: 'En scene, et telt eller et rom der arrangementer i programmet foregår.',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Navn',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse (slug)',
      description: 'Brukes i programfiltrene, for eksempel «hovedscenen».',
      type: 'slug',
      // uniqueSlug replaces Sanity's own check, which would add a second, English message.
      options: { source: 'name', slugify, isUnique: () => true },
      validation: (rule) => rule.required().custom(slugFormat).custom(uniqueSlug('venue')),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'Hvor scenen ligger og hva som skjer der.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'accessibility',
      title: 'Tilgjengelighet',
      description:
        'Trinnfri adkomst, sitteplasser, teleslynge, toaletter og annet publikum bør vite.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'order',
      title: 'Rekkefølge',
      description: 'Scener med lavere tall vises først i filtre og lister.',
      type: 'number',
    }),
  ],
  orderings: [
    {
      title: 'Rekkefølge',
      name: 'orderAsc',
      by: [
        { field: 'order', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
    },
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current' } },
});
