import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity';
import { CATEGORY_LABELS, DIETARY_LABELS, STATUS_LABELS } from '../../../lib/programme/labels';
import { nbProgramme } from '../../../lib/i18n/dictionaries/nb-programme';
import {
  eventTimesProblem,
  longEventProblem,
  priceProblem,
  statusNoteProblem,
  SUMMARY_MAX_LENGTH,
  summaryProblem,
} from '../../programme-rules';
import { eventInFestival, eventVenue, eventVenueOverlap } from '../fields/programme-checks';
import { nameField, slugField } from '../fields/name-and-slug';
import { eventPreviewSubtitle, type EventPreviewSelection } from '../../programme-desk';
import { imageWithAltField } from '../objects/image-with-alt';
import { formatRule } from '../objects/string-formats';
import { norwegianText, translatedText } from '../fields/translation-checks';
import { displayText } from '../../translations';
import { LegacyTextInput } from '../fields/legacy-text-input';

const optionList = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, title]) => ({ title, value }));

type PreviewSelection = { title?: unknown; media?: PreviewValue['media'] };

type EventDocument = { start?: string; end?: string; status?: string };

const documentOf = (context: { document?: unknown }) => (context.document ?? {}) as EventDocument;

/** One session of the festival programme, shown at /arrangement/{slug}. */
export const programmeEvent = defineType({
  name: 'programmeEvent',
  title: 'Arrangement',
  description: 'Ett arrangement i festivalprogrammet, med egen side på /arrangement/adresse.',
  type: 'document',
  groups: [
    { name: 'content', title: 'Innhold', default: true },
    { name: 'time', title: 'Tid og sted' },
    { name: 'status', title: 'Endringer' },
  ],
  fields: [
    // The texts are translated in place (sanity-plugin-internationalized-array): one line per
    // language. Content made before holds a plain Norwegian string (see LegacyTextInput).
    nameField({ name: 'title', title: 'Tittel', translated: true, group: 'content' }),
    // The address comes from the Norwegian title.
    slugField({
      documentType: 'programmeEvent',
      source: 'title',
      translated: true,
      description: 'Arrangementet får adressen /arrangement/slug.',
      group: 'content',
    }),
    defineField({
      name: 'summary',
      title: 'Ingress',
      description: `Én eller to setninger til programoversikten, høyst ${SUMMARY_MAX_LENGTH} tegn.`,
      type: 'internationalizedArrayString',
      group: 'content',
      validation: (rule) => [
        rule
          .required()
          .custom(norwegianText('Ingress'))
          .custom((value) => summaryProblem(value) ?? true),
        rule.custom(translatedText).warning(),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      description: 'Alt om arrangementet, vist på arrangementets egen side.',
      type: 'internationalizedArrayText',
      group: 'content',
      validation: (rule) => rule.custom(translatedText).warning(),
    }),
    { ...imageWithAltField({ name: 'image', title: 'Bilde' }), group: 'content' },
    defineField({
      name: 'start',
      title: 'Start',
      description: 'Norsk tid. Publikum ser alltid Oslo-tid, uansett hvor telefonen er stilt.',
      type: 'datetime',
      group: 'time',
      options: { timeStep: 5 },
      validation: (rule) => [rule.required(), rule.custom(eventInFestival).warning()],
    }),
    defineField({
      name: 'end',
      title: 'Slutt',
      type: 'datetime',
      group: 'time',
      options: { timeStep: 5 },
      validation: (rule) => [
        rule
          .required()
          .custom((end, context) => eventTimesProblem(documentOf(context).start, end) ?? true),
        rule
          .custom((end, context) => longEventProblem(documentOf(context).start, end) ?? true)
          .warning(),
      ],
    }),
    defineField({
      name: 'venue',
      title: 'Scene',
      type: 'reference',
      to: [{ type: 'venue' }],
      group: 'time',
      // required() marks the field in the extracted schema; eventVenue says why in Norwegian,
      // and also catches a reference to a venue that no longer exists.
      validation: (rule) => rule.required().custom(eventVenue),
    }),
    defineField({
      name: 'categories',
      title: 'Kategorier',
      type: 'array',
      group: 'content',
      // The list on the member too: the extracted schema (and so typegen and content:check)
      // then knows the allowed values; the array's own list draws the checkboxes.
      of: [defineArrayMember({ type: 'string', options: { list: optionList(CATEGORY_LABELS) } })],
      options: { list: optionList(CATEGORY_LABELS), layout: 'grid' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'dietary',
      title: 'Kosthold',
      description: 'Merk bare det som gjelder alt som serveres.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string', options: { list: optionList(DIETARY_LABELS) } })],
      options: { list: optionList(DIETARY_LABELS), layout: 'grid' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'price',
      title: 'Pris (kr)',
      description: '0 vises som «Gratis». La feltet stå tomt når prisen ikke skal vises.',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.custom((value) => priceProblem(value) ?? true),
    }),
    defineField({
      name: 'ticketUrl',
      title: 'Billettlenke',
      type: 'webUrl',
      group: 'content',
      validation: (rule) => formatRule('webUrl')(rule),
    }),
    defineField({
      name: 'soldOut',
      title: 'Utsolgt',
      description: 'Viser «Utsolgt» og fjerner billettknappen.',
      type: 'boolean',
      group: 'content',
    }),
    defineField({
      name: 'ageLimit',
      title: 'Aldersgrense (år)',
      description: 'For eksempel 18. La feltet stå tomt når alle kan komme.',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.integer().min(1).max(99),
    }),
    defineField({
      name: 'sessionLanguage',
      title: 'Språk',
      description: 'Språket arrangementet holdes på.',
      type: 'string',
      group: 'content',
      options: { list: optionList(nbProgramme.sessionLanguages), layout: 'radio' },
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'status',
      options: { list: optionList(STATUS_LABELS), layout: 'radio', direction: 'horizontal' },
      initialValue: 'planned',
    }),
    defineField({
      name: 'statusNote',
      title: 'Merknad til publikum',
      description:
        'Påkrevd når arrangementet er endret eller avlyst, for eksempel «Flyttet til 14:00».',
      type: 'internationalizedArrayString',
      group: 'status',
      validation: (rule) => [
        rule.custom((note, context) => statusNoteProblem(documentOf(context).status, note) ?? true),
        rule.custom(translatedText).warning(),
      ],
    }),
    defineField({
      name: 'previousStart',
      title: 'Opprinnelig start',
      description: 'Når arrangementet er flyttet: tidspunktet som sto i programmet før.',
      type: 'datetime',
      group: 'status',
      options: { timeStep: 5 },
      hidden: ({ document }) => (document as EventDocument | undefined)?.status !== 'changed',
    }),
  ],
  components: { input: LegacyTextInput },
  validation: (rule) => rule.custom(eventVenueOverlap).warning(),
  orderings: [{ title: 'Start', name: 'startAsc', by: [{ field: 'start', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      start: 'start',
      end: 'end',
      venueName: 'venue.name',
      status: 'status',
      media: 'image',
    },
    prepare: ({ title, media, ...when }: EventPreviewSelection & PreviewSelection) => ({
      title: displayText(title) ?? 'Arrangement uten tittel',
      subtitle: eventPreviewSubtitle(when),
      media,
    }),
  },
});
