import { defineField, defineType } from 'sanity';
import { nameField, slugField } from '../fields/name-and-slug';
import { translatedText } from '../fields/translation-checks';
import { displayText } from '../../translations';
import { LegacyTextInput } from '../fields/legacy-text-input';

/** A stage or room of the festival; programme events take place at one. */
export const venue = defineType({
  name: 'venue',
  title: 'Scene',
  description: 'En scene, et telt eller et rom der arrangementer i programmet foregår.',
  type: 'document',
  fields: [
    // The texts are translated in place (sanity-plugin-internationalized-array): one line per
    // language. Content made before holds a plain Norwegian string (see LegacyTextInput).
    nameField({ name: 'name', title: 'Navn', translated: true }),
    // The address comes from the Norwegian name.
    slugField({
      documentType: 'venue',
      source: 'name',
      translated: true,
      description: 'Brukes i programfiltrene, for eksempel «hovedscenen».',
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'Hvor scenen ligger og hva som skjer der.',
      type: 'internationalizedArrayText',
      validation: (rule) => rule.custom(translatedText).warning(),
    }),
    defineField({
      name: 'accessibility',
      title: 'Tilgjengelighet',
      description:
        'Trinnfri adkomst, sitteplasser, teleslynge, toaletter og annet publikum bør vite.',
      type: 'internationalizedArrayText',
      validation: (rule) => rule.custom(translatedText).warning(),
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
      // The name is translated per language (an array): the order field alone sorts.
      by: [{ field: 'order', direction: 'asc' }],
    },
  ],
  components: { input: LegacyTextInput },
  preview: {
    select: { title: 'name', subtitle: 'slug.current' },
    prepare: ({ title, subtitle }: { title?: unknown; subtitle?: string }) => ({
      title: displayText(title) ?? 'Scene uten navn',
      subtitle,
    }),
  },
});
