import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/root-document';
import { dictionary } from '@/lib/i18n/dictionary';
import { manifestPath } from '@/lib/install/manifest';
import { siteUrl } from '@/lib/routing/site-url';

// The Norwegian edition's root layout (docs/i18n.md): every URL outside /en.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: dictionary('nb').site.defaultTitle, template: '%s' },
  manifest: manifestPath('nb'),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#101113' },
  ],
};

export default function NorwegianLayout({ children }: { children: ReactNode }) {
  return <RootDocument language="nb">{children}</RootDocument>;
}
