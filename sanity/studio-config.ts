import { createClient, type ClientConfig } from '@sanity/client';
import { defineConfig, type DocumentActionComponent } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schema';
import { singletonTypes, structure } from './structure';

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
      templates: (templates) =>
        templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
    },
    document: {
      actions: (actions, { schemaType }) =>
        singletonTypes.has(schemaType) ? singletonActions(actions) : actions,
      newDocumentOptions: (options, { creationContext }) =>
        creationContext.type === 'global'
          ? options.filter(({ templateId }) => !singletonTypes.has(templateId))
          : options,
    },
  });
}
