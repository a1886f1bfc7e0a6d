import { draftMode } from 'next/headers';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { FirstBlockRenderGate } from '@/components/layout/first-block-render-gate';
import { SiteStylesheet } from '@/components/layout/site-stylesheet';
import { FrameFocusKeeper } from '@/components/layout/frame-focus-keeper';
import { DraftVisualEditing } from '@/components/layout/visual-editing';
import { OfflineSupport } from '@/components/offline/offline-support';
import { Statistics } from '@/components/layout/statistics';
import { dictionary } from '@/lib/i18n/dictionary';
import { LOCALES, type Language } from '@/lib/i18n/languages';
import { THEME_STORAGE_KEY } from '@/lib/ui/storage-keys';
import { isProduction } from '@/lib/env/build-time';
import { readContentEnv } from '@/lib/env/content';

/**
 * The whole HTML document of one edition: each edition's root layout (app/(nb), app/(en)) renders
 * it with its language, so `<html lang>` is right on every page, not-found screens included.
 */
export async function RootDocument({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  // Static pages see `false` at build time; with the preview cookie Next renders per request.
  const { isEnabled: preview } = await draftMode();
  return (
    // suppressHydrationWarning: next-themes sets the `dark` class on <html> before React hydrates.
    <html lang={language} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- this is the root layouts' document (app/(nb), app/(en)) */}
      <head>
        <FirstBlockRenderGate />
        {/* The stylesheet and the brand fonts (lib/ui/stylesheet/), in the HTML itself. */}
        <SiteStylesheet />
      </head>
      <body>
        {/* next-themes renders a blocking inline script that sets the class before first paint. */}
        <ThemeProvider
          attribute="class"
          defaultTheme="light"
          enableSystem={false}
          storageKey={THEME_STORAGE_KEY}
          disableTransitionOnChange
        >
          {preview ? <PreviewBanner language={language} /> : null}
          {children}
          {/* Overlays only for editors previewing Sanity content: never in a visitor's page. */}
          {preview && readContentEnv().source === 'sanity' ? <DraftVisualEditing /> : null}
          <FrameFocusKeeper />
          {/* Off unless ANALYTICS_PROVIDER is set; never counts editors in preview. */}
          {preview ? null : <Statistics />}
          {/* Never in draft preview: editors must not see, or store, a saved copy. */}
          {preview || !isProduction() ? null : (
            <OfflineSupport locale={LOCALES[language]} text={dictionary(language).offline.notice} />
          )}
        </ThemeProvider>
      </body>
    </html>
  );
}
