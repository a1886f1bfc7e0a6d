import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language-field';

/**
 * One document, `_id` accessibilityStatement, served at /tilgjengelighet, in the structure
 * Uu-tilsynet recommends: the standard, how it was checked, known exceptions, and feedback.
 */
export const accessibilityStatement = defineType({
  name: 'accessibilityStatement',
  title: 'Tilgjengelighetserklæring',
  description:
    'Hvor tilgjengelig nettstedet er, kjente avvik og hvordan melde fra (/tilgjengelighet).',
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
      name: 'lastManualCheck',
      title: 'Sist kontrollert manuelt',
      description:
        'Datoen noen sist gikk gjennom nettstedet med tastatur og skjermleser. Uten dato står det at manuell kontroll ikke er registrert.',
      type: 'date',
    }),
    defineField({
      name: 'knownExceptions',
      title: 'Kjente avvik',
      description: 'Det som ikke oppfyller kravene ennå, for eksempel innhold fra tredjeparter.',
      type: 'array',
      of: [defineArrayMember({ type: 'accessibilityException' })],
    }),
    defineField({
      name: 'feedbackIntro',
      title: 'Tekst over skjemaet «Meld fra om en barriere»',
      type: 'text',
      rows: 3,
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Tilgjengelighetserklæring',
      subtitle: '/tilgjengelighet',
    }),
  },
});
