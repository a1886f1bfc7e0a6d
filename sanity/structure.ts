import type { StructureResolver } from 'sanity/structure';
import { singletonIds } from './rules';

/** Document types with exactly one document, opened directly under its fixed id. */
export const singletonTypes: ReadonlySet<string> = new Set(Object.keys(singletonIds));

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Innhold')
    .items([
      S.documentTypeListItem('page').title('Sider'),
      S.documentTypeListItem('programmeEvent').title('Arrangementer'),
      S.documentTypeListItem('venue').title('Scener'),
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
