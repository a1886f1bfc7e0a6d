import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language-field';

/** One document, `_id` safetyPage, served at /sikkerhet. */
export const safetyPage = defineType({
  name: 'safetyPage',
  title: 'Sikkerhetsside',
  description: 'Risiko- og sårbarhetsanalysen, sikkerhetsplanen og viktige kontakter (/sikkerhet).',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'heading',
      title: 'Overskrift',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'intro', title: 'Innledning', type: 'text', rows: 4 }),
    defineField({
      name: 'riskAnalysisPdf',
      title: 'Risiko- og sårbarhetsanalyse (PDF)',
      description: 'Uten fil lenker siden til /ROS.pdf.',
      type: 'file',
      options: { accept: 'application/pdf' },
    }),
    defineField({
      name: 'safetyPlanPdf',
      title: 'Sikkerhetsplan (PDF)',
      description: 'Uten fil lenker siden til /Sikkerhetsplan.pdf.',
      type: 'file',
      options: { accept: 'application/pdf' },
    }),
    defineField({
      name: 'contacts',
      title: 'Viktige kontakter',
      description:
        'Arrangements- og sikkerhetsansvarlig, brannvern og førstehjelp, teknisk ansvarlig og baransvarlig.',
      type: 'array',
      of: [defineArrayMember({ type: 'contact' })],
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || 'Sikkerhetsside',
      subtitle: '/sikkerhet',
    }),
  },
});
