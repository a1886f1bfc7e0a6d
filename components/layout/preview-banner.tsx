import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';

/**
 * Shown on every page while draft mode is on, so an editor never mistakes a draft for the
 * live site. Pinned to the bottom so it never covers the header. A plain <a>, not next/link: prefetching the disable route would end the preview.
 */
export function PreviewBanner({ language }: { language: Language }) {
  const text = dictionary(language).site.preview;
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-accent px-4 py-2 text-center text-sm font-medium text-white"
    >
      <span>{text.notice}</span>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page; see above */}
      <a href="/api/draft-mode/disable" className="underline underline-offset-2 hover:no-underline">
        {text.exit}
      </a>
    </div>
  );
}
