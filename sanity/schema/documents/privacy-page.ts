import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language-field';

/**
 * One document, `_id` privacyPage, served at /personvern. The facts that come from the site's
 * configuration (who is responsible, who receives messages, how long they are kept, statistics)
 * are written by the site itself, so they cannot drift from what it does; editors set the
 * heading and the introduction and add their own sections.
 */
export const privacyPage = defineType({
  name: 'privacyPage',
  title: 'Personvernerklæring',
  description:
    'Hvem som behandler personopplysninger, hvorfor, hvor lenge og dine rettigheter (/personvern).',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'heading', title: 'Overskrift', type: 'string' }),
    defineField({
      name: 'intro',
      title: 'Innledning',
      description: 'Uten tekst brukes en standardinnledning.',
      type: 'text',
      rows: 4,
    }),
    defineField({
      name: 'sections',
      title: 'Egne avsnitt',
      description:
        'Vises etter avsnittene siden lager selv (behandlingsansvarlig, hva vi samler inn, lagringstid, rettigheter, informasjonskapsler), som alltid følger innstillingene på serveren.',
      type: 'array',
      of: [defineArrayMember({ type: 'textSection' })],
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Personvernerklæring',
      subtitle: '/personvern',
    }),
  },
});
