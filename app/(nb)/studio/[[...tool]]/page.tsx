import type { Metadata } from 'next';
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio';
import { Studio } from '@/components/studio/studio';
import { StudioSetupNotice } from '@/components/studio/studio-setup-notice';
import { readStudioProject } from '@/sanity/env';

// The studio is one static shell; it talks to Sanity from the browser. The project is read
// when the page is built, so a changed SANITY_PROJECT_ID needs a rebuild.
export const dynamic = 'force-static';

export const metadata: Metadata = { ...studioMetadata, title: 'Studio – Matfestivalen Oslo' };
export const viewport = studioViewport;

export default function StudioPage() {
  const project = readStudioProject();
  return project ? <Studio {...project} /> : <StudioSetupNotice />;
}
