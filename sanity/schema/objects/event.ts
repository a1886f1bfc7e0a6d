import { defineField, defineType } from 'sanity';

type EventValue = { startDate?: string; endDate?: string };

/** The event a page presents; the site turns it into schema.org Event data for search engines. */
export const event = defineType({
  name: 'event',
  title: 'Arrangement',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Navn på arrangementet',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startDate',
      title: 'Første dag',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'endDate', title: 'Siste dag', type: 'date' }),
    defineField({ name: 'locationName', title: 'Sted', type: 'string' }),
    defineField({ name: 'ticketUrl', title: 'Billettlenke', type: 'webUrl' }),
  ],
  validation: (rule) =>
    rule.custom((value: EventValue | undefined) =>
      value?.startDate && value.endDate && value.endDate < value.startDate
        ? 'Siste dag kan ikke være før første dag.'
        : true,
    ),
});
