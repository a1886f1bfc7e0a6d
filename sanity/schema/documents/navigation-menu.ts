import { defineArrayMember, defineField, defineType } from 'sanity';
import { nameField, slugField } from '../fields/name-and-slug';
import { languageField } from '../fields/language-field';

export const navigationMenu = defineType({
  name: 'navigationMenu',
  title: 'Meny',
  description: 'Lenkene i toppmenyen. En side velger menyen sin med feltet «Meny».',
  type: 'document',
  fields: [
    languageField,
    nameField({ name: 'name', title: 'Navn' }),
    slugField({
      documentType: 'navigationMenu',
      source: 'name',
      description: 'Sidene viser til menyen med denne, for eksempel «mainmenu».',
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
