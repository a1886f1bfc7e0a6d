import { createClient, type ClientConfig } from '@sanity/client';
import { documentInternationalization } from '@sanity/document-internationalization';
import { defineConfig, type DocumentActionComponent } from 'sanity';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { LANGUAGES } from '../lib/i18n/languages';
import { SANITY_API_VERSION } from '../lib/sanity/constants';
import { schemaTypes } from './schema';
import { singletonTypes, structure } from './structure';
import {
  DEFAULT_TEXT_LANGUAGES,
  LANGUAGE_FIELD,
  studioLanguages,
  translatedDocumentTypes,
} from './translations';

export type StudioProject = {
  projectId: string;
  dataset: string;
  /**
   * The whole origin of Sanity's API, as SANITY_API_HOST gives it to the site: a test's stand-in.
   * Unset in production, where the studio talks to `<projectId>.api.sanity.io`.
   */
  apiHost?: string;
};

export const STUDIO_BASE_PATH = '/studio';

// A singleton can be edited, published and reverted, never duplicated or deleted.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

function singletonActions(actions: DocumentActionComponent[]): DocumentActionComponent[] {
  return actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action));
}

// The plugin's templates for a singleton in one language (`siteSettings-en`): the desk opens the
// English singleton with one, so it gets its language. "Create new" offers none of them.
const singletonLanguageTemplates = new Set(
  [...singletonTypes].flatMap((type) => LANGUAGES.map((language) => `${type}-${language}`)),
);
const singletonTemplates = new Set([
  ...singletonTypes,
  ...singletonLanguageTemplates,
  ...[...singletonTypes].map((type) => `${type}-parameterized`),
]);

// A translated type's plain template would make a document without a language: "Create new"
// offers one per language instead (the plugin's `page-nb`, `page-en`).
const untranslatedTemplates = new Set(
  translatedDocumentTypes.flatMap((type) => [type, `${type}-parameterized`]),
);

function standInClients(apiHost: string) {
  return (options: ClientConfig) =>
    createClient({ ...options, apiHost, useProjectHostname: false });
}

/**
 * The studio for one Sanity project. A function rather than a constant because the embedded
 * studio gets its project from the server (see app/studio), and the CLI from its environment.
 */
export function createStudioConfig({ projectId, dataset, apiHost }: StudioProject) {
  return defineConfig({
    name: 'default',
    title: 'Matfestivalen Oslo',
    projectId,
    dataset,
    basePath: STUDIO_BASE_PATH,
    // Sanity's own `apiHost` option puts the project id in front of the host name
    // (`<projectId>.<host>`), which an address like 127.0.0.1 cannot take: the studio's clients
    // are made here instead, with the host as it is.
    ...(apiHost ? { unstable_clientFactory: standInClients(apiHost) } : {}),
    plugins: [
      structureTool({ structure, title: 'Innhold' }),
      // One document per language, joined by a translation.metadata document: the language
      // badge and the "Translations" menu on each (docs/translations.md).
      documentInternationalization({
        supportedLanguages: studioLanguages,
        schemaTypes: [...translatedDocumentTypes],
        languageField: LANGUAGE_FIELD,
        apiVersion: SANITY_API_VERSION,
      }),
      // Event and venue texts: one line per language in the field itself. restoreOrder off:
      // opening a published document must never make a draft of it.
      internationalizedArray({
        languages: studioLanguages,
        defaultLanguages: DEFAULT_TEXT_LANGUAGES,
        fieldTypes: ['string', 'text'],
        languageDisplay: 'titleAndCode',
        restoreOrder: false,
        apiVersion: SANITY_API_VERSION,
      }),
      // The site is on the same origin; its draft-mode routes check Presentation's secret.
      presentationTool({
        title: 'Forhåndsvisning',
        previewUrl: {
          initial: '/',
          previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
        },
      }),
    ],
    schema: {
      types: schemaTypes,
      // "Create new" must not offer the singletons: their documents exist under fixed ids.
      // Their language templates stay, for the desk's English singletons.
      templates: (templates) =>
        templates.filter(
          ({ id, schemaType }) =>
            !singletonTypes.has(schemaType) || singletonLanguageTemplates.has(id),
        ),
    },
    document: {
      actions: (actions, { schemaType }) =>
        singletonTypes.has(schemaType) ? singletonActions(actions) : actions,
      newDocumentOptions: (options, { creationContext }) =>
        creationContext.type === 'global'
          ? options.filter(
              ({ templateId }) =>
                !singletonTemplates.has(templateId) && !untranslatedTemplates.has(templateId),
            )
          : options,
    },
  });
}
