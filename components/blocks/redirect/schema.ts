import { defineField, defineType } from 'sanity';
import { oneOfCheck } from '../../../sanity/schema/fields/one-of';
import { slugFormat, slugPointerExists } from '../../../sanity/schema/fields/slug-rules';

type RedirectValue = { slug?: string; href?: string };

export const redirect = defineType({
  name: 'redirect',
  title: 'Videresending',
  description: 'Sender besøkende videre med en gang, til en annen side eller en nettadresse.',
  type: 'object',
  fields: [
    defineField({
      name: 'slug',
      title: 'Til siden',
      description: 'Adressen (slug) til en annen side, for eksempel «matfestival».',
      type: 'string',
      validation: (rule) => rule.custom(slugFormat).custom(slugPointerExists('redirect.slug')),
    }),
    defineField({
      name: 'href',
      title: 'Eller til nettadressen',
      type: 'urlOrPath',
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description: 'Slå på når siden er flyttet for godt (308). Ellers midlertidig (307).',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  validation: (rule) =>
    rule.custom(
      oneOfCheck('redirect', {
        none: 'Velg en side eller skriv en nettadresse.',
        both: 'Velg enten en side eller en nettadresse, ikke begge.',
      }),
    ),
  preview: {
    select: { slug: 'slug', href: 'href', permanent: 'permanent' },
    prepare: ({ slug, href, permanent }: RedirectValue & { permanent?: boolean }) => ({
      title: `→ ${slug ? `/${slug}` : (href ?? '(mangler mål)')}`,
      subtitle: permanent ? 'Videresending (permanent)' : 'Videresending',
    }),
  },
});
