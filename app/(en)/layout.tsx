import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/root-document';
import { dictionary } from '@/lib/i18n/dictionary';
import { manifestPath } from '@/lib/install/manifest';
import { siteUrl } from '@/lib/routing/site-url';

// The English edition's root layout (docs/i18n.md): every URL under /en.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: dictionary('en').site.defaultTitle, template: '%s' },
  manifest: manifestPath('en'),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#101113' },
  ],
};

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument language="en">{children}</RootDocument>;
}
