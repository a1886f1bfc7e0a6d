import { defineField, defineType } from 'sanity';
import { imageWithAltField } from '../objects/image-with-alt';
import { languageField } from '../fields/language-field';

/** One document, `_id` siteSettings: the studio's structure opens it directly. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Nettstedsinnstillinger',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'brandTitle',
      title: 'Merkenavn',
      description: 'Vises i toppmenyen.',
      type: 'string',
    }),
    defineField({
      name: 'companyName',
      title: 'Firmanavn',
      description: 'Vises i bunnteksten.',
      type: 'string',
    }),
    defineField({
      name: 'email',
      title: 'E-post',
      description: 'Bunnteksten inviterer til å sende e-post hit.',
      type: 'email',
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse for søkemotorer',
      description:
        'Brukes på alle sider som ikke har sin egen beskrivelse. Én eller to setninger, helst under 160 tegn.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('Søkemotorer viser sjelden mer enn 160 tegn.'),
    }),
    defineField({ name: 'facebookUrl', title: 'Facebook', type: 'webUrl' }),
    defineField({ name: 'instagramUrl', title: 'Instagram', type: 'webUrl' }),
    defineField({ name: 'tiktokUrl', title: 'TikTok', type: 'webUrl' }),
    imageWithAltField({
      name: 'logoLight',
      title: 'Logo for lyst tema',
      description: 'Svart logo, brukes på lys bakgrunn.',
    }),
    imageWithAltField({
      name: 'logoDark',
      title: 'Logo for mørkt tema',
      description: 'Hvit logo, brukes på mørk bakgrunn.',
    }),
    defineField({
      name: 'festival',
      title: 'Festivalen',
      description:
        'Festivalens navn, datoer og adresse: programmet varsler om arrangementer utenfor datoene, og søkemotorer får stedet.',
      type: 'event',
    }),
  ],
  preview: { prepare: () => ({ title: 'Nettstedsinnstillinger' }) },
});
