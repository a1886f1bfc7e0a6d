import { defineArrayMember, defineField, defineType } from 'sanity';
import { uniqueSlug } from '../fields/page-checks';
import { slugFormat, slugify } from '../fields/slug-rules';
import { languageField } from '../fields/language-field';

export const navigationMenu = defineType({
  name: 'navigationMenu',
  title: 'Meny',
  description: 'Lenkene i toppmenyen. En side velger menyen sin med feltet «Meny».',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'name',
      title: 'Navn',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse (slug)',
      description: 'Sidene viser til menyen med denne, for eksempel «mainmenu».',
      type: 'slug',
      // uniqueSlug replaces Sanity's own check, which would add a second, English message.
      options: { source: 'name', slugify, isUnique: () => true },
      validation: (rule) => rule.required().custom(slugFormat).custom(uniqueSlug('navigationMenu')),
    }),
    defineField({
      name: 'pages',
      title: 'Sider',
      description: 'Hver side blir en lenke med sidens tittel, i denne rekkefølgen.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'page' }] })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current' } },
});
