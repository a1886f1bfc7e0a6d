import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { bodyFont, headingFont } from '@/lib/ui/fonts';
import { siteUrl } from '@/lib/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Matfestivalen i Oslo', template: '%s' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#101113' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nb" className={`${headingFont.variable} ${bodyFont.variable}`} suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
