import { defineArrayMember, defineField, defineType } from 'sanity';
import { DEFAULT_MENU_SLUG } from '../../../lib/sanity/constants';
import { blockTypes, referenceBlock } from '../../../components/blocks/schemas';
import { pageRedirectLoop, reservedPageSlug } from '../fields/page-checks';
import { slugFormat, slugPointerExists } from '../fields/slug-rules';
import { nameField, slugField } from '../fields/name-and-slug';
import { languageField } from '../fields/language-field';
import { pageLinksInLanguage, pageTranslated } from '../fields/translation-checks';

export const page = defineType({
  name: 'page',
  title: 'Side',
  type: 'document',
  groups: [
    { name: 'content', title: 'Innhold', default: true },
    { name: 'settings', title: 'Innstillinger' },
  ],
  fields: [
    languageField,
    nameField({
      name: 'title',
      title: 'Tittel',
      description: 'Vises i menyer, i nettleserfanen og i søkeresultater.',
      group: ['content', 'settings'],
    }),
    slugField({
      documentType: 'page',
      source: 'title',
      description: 'Siden får adressen /slug. Forsiden har adressen /.',
      group: 'settings',
      checks: [reservedPageSlug],
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse for søkemotorer',
      description: 'Én eller to setninger, helst under 160 tegn.',
      type: 'text',
      rows: 3,
      group: 'settings',
      validation: (rule) => rule.max(160).warning('Søkemotorer viser sjelden mer enn 160 tegn.'),
    }),
    defineField({
      name: 'menuSlug',
      title: 'Meny',
      description: `Adressen (slug) til menyen siden viser. Uten meny brukes «${DEFAULT_MENU_SLUG}».`,
      type: 'slug',
      group: 'settings',
      initialValue: { current: DEFAULT_MENU_SLUG },
      // Many pages share a menu: this slug points at a menu, it does not name the page.
      options: { isUnique: () => true },
      validation: (rule) => rule.custom(slugFormat).custom(slugPointerExists('page.menuSlug')),
    }),
    defineField({
      name: 'hideFooter',
      title: 'Skjul bunnteksten',
      type: 'boolean',
      group: 'settings',
      initialValue: false,
    }),
    defineField({
      name: 'fixHeader',
      title: 'Fast toppmeny',
      description: 'Menyen står fast øverst, og innholdet starter under den.',
      type: 'boolean',
      group: 'settings',
      initialValue: false,
    }),
    defineField({
      name: 'offlineReady',
      title: 'Tilgjengelig uten nett',
      description:
        'Telefonen lagrer siden ved første besøk på nettstedet, så publikum kan åpne den uten dekning (for eksempel programmet).',
      type: 'boolean',
      group: 'settings',
      initialValue: false,
    }),
    defineField({
      name: 'event',
      title: 'Arrangement',
      description:
        'Fyll ut når siden presenterer et arrangement, så søkemotorer kan vise datoer og sted.',
      type: 'event',
      group: 'settings',
    }),
    defineField({
      name: 'pageBuilder',
      title: 'Innhold',
      description: 'Seksjonene på siden, ovenfra og ned.',
      type: 'array',
      group: 'content',
      of: [...blockTypes.map(({ name }) => defineArrayMember({ type: name })), referenceBlock],
    }),
  ],
  // Redirects that loop: the marker points at the redirect block the page follows. A
  // Norwegian page without an English version, and an English page leading to Norwegian
  // pages, are warnings.
  validation: (rule) => [
    rule.custom(pageRedirectLoop),
    rule.custom(pageTranslated).warning(),
    rule.custom(pageLinksInLanguage).warning(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'pageBuilder.0.backgroundImage' },
    prepare: ({ title, slug, media }: { title?: string; slug?: string; media?: never }) => ({
      title: title || 'Side uten tittel',
      subtitle: slug === '/' ? 'Forsiden' : slug ? `/${slug}` : 'Mangler adresse',
      media,
    }),
  },
});
