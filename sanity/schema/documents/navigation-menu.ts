import { defineArrayMember, defineField, defineType } from 'sanity';
import { slugFormat, slugify } from '../fields/slug-rules';

export const navigationMenu = defineType({
  name: 'navigationMenu',
  title: 'Meny',
  description: 'Lenkene i toppmenyen. En side velger menyen sin med feltet «Meny».',
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
      description: 'Sidene viser til menyen med denne, for eksempel «mainmenu».',
      type: 'slug',
      options: { source: 'name', slugify },
      validation: (rule) => rule.required().custom(slugFormat),
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
