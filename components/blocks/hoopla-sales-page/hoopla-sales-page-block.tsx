import Script from 'next/script';
import { hooplaSalesPageUrl } from '@/lib/hoopla/sales-page-url';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import type { BlockProps } from '../block-props';

const EMBED_HEIGHT = 720;

/**
 * Ticket sales: the sales page is Hoopla's, and nothing is fetched from it until the visitor
 * asks. The block's space shows a notice saying where the sales page comes from, a button that
 * shows it here and the link to it; /hoopla-embed.js makes the frame on the button's click, so
 * the page itself stays static and light. Until the frame has loaded (or when it never does:
 * sales page down, no network) the notice with the link stays. The plain link is always there:
 * tickets can be bought without JavaScript, and when the embed is blocked by a privacy extension.
 */
export function HooplaSalesPageBlock({
  block,
  language = DEFAULT_LANGUAGE,
}: BlockProps<'hooplaSalesPage'>) {
  const text = dictionary(language).blocks.tickets;
  const salesUrl = hooplaSalesPageUrl(block.organizationId);
  const title = block.title?.trim();
  const host = salesUrl ? new URL(salesUrl).hostname : '';
  const noticeId = `billettsalg-${block._key}`;

  return (
    <div className="section-container py-12">
      {title ? <h2 className="text-3xl font-bold">{title}</h2> : null}
      {salesUrl ? (
        <>
          <p className="mt-4">
            <a href={salesUrl} className="btn btn-primary">
              {text.buy}
            </a>
          </p>
          {/* The frame's height is reserved from the start, filled by the notice until the frame
              has loaded; /hoopla-embed.js makes the frame on the button's click and swaps them.
              Without scripting there is no frame and no box: the link above is the way to the
              tickets. */}
          <div
            data-hoopla-embed=""
            data-src={salesUrl}
            data-title={text.frameTitle(title ?? '')}
            data-height={EMBED_HEIGHT}
            className="relative mt-6 [@media(scripting:none)]:hidden"
          >
            <div
              data-hoopla-placeholder=""
              style={{ minHeight: EMBED_HEIGHT }}
              className="flex flex-col items-center justify-center gap-4 rounded border-2 border-dashed border-primary-300 p-6 text-center dark:border-primary-600"
            >
              <p id={noticeId} className="max-w-prose text-lg">
                {text.notice(host)}
              </p>
              {/* Does nothing until /hoopla-embed.js has loaded; its click listener is on the
                  document, so a block brought in by client-side navigation works too. The script
                  swaps the two labels (attributes only: React's text stays as rendered). */}
              <button
                type="button"
                data-hoopla-show=""
                aria-describedby={noticeId}
                className="btn btn-outline aria-disabled:cursor-progress"
              >
                <span data-hoopla-idle="">{text.show}</span>
                <span data-hoopla-busy="" hidden>
                  {text.loading}
                </span>
              </button>
              <p>
                <a href={salesUrl} className="font-semibold underline underline-offset-4">
                  {text.open(host)}
                </a>
              </p>
              {/* Present from the start, so screen readers announce what the script writes here. */}
              <p role="status" data-hoopla-status="" className="font-semibold" />
            </div>
          </div>
          <Script src="/hoopla-embed.js" strategy="lazyOnload" />
        </>
      ) : (
        <p className="mt-4">{text.notOpen}</p>
      )}
    </div>
  );
}
