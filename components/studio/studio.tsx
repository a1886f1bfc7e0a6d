'use client';

import { NextStudio } from 'next-sanity/studio';
import { useMemo } from 'react';
import { createStudioConfig, type StudioProject } from '@/sanity/studio-config';

/**
 * The embedded Sanity Studio. Client-only and imported by the /studio route alone, so none of
 * it reaches the content pages' bundles. The project arrives as props from the server.
 */
export function Studio({ projectId, dataset, apiHost }: StudioProject) {
  const config = useMemo(
    () => createStudioConfig({ projectId, dataset, apiHost }),
    [projectId, dataset, apiHost],
  );
  return <NextStudio config={config} />;
}
