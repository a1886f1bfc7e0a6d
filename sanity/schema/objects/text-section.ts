import { defineField, defineType } from 'sanity';

/** A heading and plain text: an editor's own section on the privacy notice. */
export const textSection = defineType({
  name: 'textSection',
  title: 'Avsnitt',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Overskrift',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Tekst',
      description: 'En tom linje starter et nytt avsnitt.',
      type: 'text',
      rows: 6,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'body' } },
});

/** A known accessibility problem on the site: what it is and what visitors can do meanwhile. */
export const accessibilityException = defineType({
  name: 'accessibilityException',
  title: 'Kjent avvik',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Hva gjelder det',
      description: 'For eksempel «Billettsalget fra Hoopla».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description:
        'Hva som ikke virker, hvilket WCAG-krav det gjelder, og hva besøkende kan gjøre i stedet.',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
