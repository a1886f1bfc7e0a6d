import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { osloDayRange } from '../lib/programme/oslo-day-range';
import { formatDayHeading } from '../lib/programme/oslo-time';
import { SANITY_API_VERSION } from '../lib/sanity/constants';
import { festivalDayKeys } from './programme-desk';
import { singletonIds } from './rules';

/** Document types with exactly one document, opened directly under its fixed id. */
export const singletonTypes: ReadonlySet<string> = new Set(Object.keys(singletonIds));

const EVENT_TYPE = 'programmeEvent';
const BY_START = [{ field: 'start', direction: 'asc' as const }];

// Every event's start, drafts included: a day shows up as soon as an editor plans an event on it.
const EVENT_STARTS_QUERY = `*[_type == "${EVENT_TYPE}" && defined(start)].start`;

/** One festival day's events (Oslo time), in the order they start. */
export function dayEventList(S: StructureBuilder, dayKey: string) {
  const { from, to } = osloDayRange(dayKey);
  return S.documentTypeList(EVENT_TYPE)
    .title(formatDayHeading(dayKey))
    .filter(`_type == "${EVENT_TYPE}" && start >= $from && start < $to`)
    .params({ from, to })
    .defaultOrdering(BY_START);
}

const programmeItem = (S: StructureBuilder, starts: () => Promise<unknown[]>) =>
  S.listItem()
    .title('Arrangementer')
    .id('arrangementer')
    .schemaType(EVENT_TYPE)
    .child(
      S.list()
        .title('Arrangementer')
        .items([
          S.listItem()
            .title('Arrangementer per dag')
            .id('per-dag')
            .child(async () =>
              S.list()
                .title('Arrangementer per dag')
                .items(
                  festivalDayKeys(await starts()).map((day) =>
                    S.listItem()
                      .title(formatDayHeading(day))
                      .id(day)
                      .schemaType(EVENT_TYPE)
                      .child(dayEventList(S, day)),
                  ),
                ),
            ),
          S.listItem()
            .title('Alle arrangementer')
            .id('alle')
            .schemaType(EVENT_TYPE)
            .child(
              S.documentTypeList(EVENT_TYPE).title('Alle arrangementer').defaultOrdering(BY_START),
            ),
        ]),
    );

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Innhold')
    .items([
      S.documentTypeListItem('page').title('Sider'),
      programmeItem(S, () =>
        context.getClient({ apiVersion: SANITY_API_VERSION }).fetch<unknown[]>(EVENT_STARTS_QUERY),
      ),
      S.listItem()
        .title('Scener')
        .id('scener')
        .schemaType('venue')
        .child(
          S.documentTypeList('venue')
            .title('Scener')
            .defaultOrdering([
              { field: 'order', direction: 'asc' },
              { field: 'name', direction: 'asc' },
            ]),
        ),
      S.documentTypeListItem('navigationMenu').title('Menyer'),
      S.documentTypeListItem('linkTarget').title('Lenkemål'),
      S.divider(),
      S.listItem()
        .title('Nettstedsinnstillinger')
        .id(singletonIds.siteSettings)
        .child(
          S.document()
            .schemaType('siteSettings')
            .documentId(singletonIds.siteSettings)
            .title('Nettstedsinnstillinger'),
        ),
      S.listItem()
        .title('Sikkerhetsside')
        .id(singletonIds.safetyPage)
        .child(
          S.document()
            .schemaType('safetyPage')
            .documentId(singletonIds.safetyPage)
            .title('Sikkerhetsside'),
        ),
      S.listItem()
        .title('Personvernerklæring')
        .id(singletonIds.privacyPage)
        .child(
          S.document()
            .schemaType('privacyPage')
            .documentId(singletonIds.privacyPage)
            .title('Personvernerklæring'),
        ),
      S.listItem()
        .title('Tilgjengelighetserklæring')
        .id(singletonIds.accessibilityStatement)
        .child(
          S.document()
            .schemaType('accessibilityStatement')
            .documentId(singletonIds.accessibilityStatement)
            .title('Tilgjengelighetserklæring'),
        ),
    ]);
