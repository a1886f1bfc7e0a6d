import { defineField, defineType } from 'sanity';
import { CATEGORY_LABELS } from '../../../lib/programme/labels';
import { anchorIdField } from '../../../sanity/schema/fields/anchor-id';
import {
  programmeBlockPreview,
  type ProgrammeBlockSelection,
} from '../../../sanity/programme-desk';

/** The festival programme on a page: every event, or those of one venue or category. */
export const programme = defineType({
  name: 'programme',
  title: 'Program',
  description: 'Festivalprogrammet, dag for dag, med filtre og «Min festival».',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string' }),
    defineField({ name: 'description', title: 'Beskrivelse', type: 'text', rows: 3 }),
    defineField({
      name: 'venue',
      title: 'Bare én scene',
      description: 'Tomt: alle scenene.',
      type: 'reference',
      to: [{ type: 'venue' }],
    }),
    defineField({
      name: 'category',
      title: 'Bare én kategori',
      description: 'Tomt: alle kategoriene.',
      type: 'string',
      options: {
        list: Object.entries(CATEGORY_LABELS).map(([value, title]) => ({ title, value })),
      },
    }),
    anchorIdField,
  ],
  preview: {
    select: { title: 'title', venueName: 'venue.name', category: 'category' },
    prepare: (selection: ProgrammeBlockSelection) => programmeBlockPreview(selection),
  },
});
