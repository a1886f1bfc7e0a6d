import Script from 'next/script';
import { hooplaSalesPageUrl } from '@/lib/hoopla/sales-page-url';
import type { BlockProps } from './block-props';

const EMBED_HEIGHT = 720;

/**
 * Ticket sales: the embed is an iframe that /hoopla-embed.js creates after the page has loaded,
 * so the page itself stays static and light. Until the frame has loaded (or when it never does:
 * sales page down, no network) its space shows a notice with the link instead of a blank hole. The plain link is always there: tickets can be
 * bought without JavaScript, and when the embed is blocked by a privacy extension.
 */
export function HooplaSalesPageBlock({ block }: BlockProps<'hooplaSalesPage'>) {
  const salesUrl = hooplaSalesPageUrl(block.organizationId);
  const title = block.title?.trim();

  return (
    <div className="section-container py-12">
      {title ? <h2 className="text-3xl font-bold">{title}</h2> : null}
      {salesUrl ? (
        <>
          <p className="mt-4">
            <a href={salesUrl} className="btn btn-primary">
              Kjøp billetter
            </a>
          </p>
          {/* The frame's height is reserved from the start, filled by a notice with the link until
              the frame has loaded; /hoopla-embed.js swaps them. Without scripting there is no frame
              and no box: the button above is the way to the tickets. */}
          <div
            data-hoopla-embed=""
            data-src={salesUrl}
            data-title={title ? `Billettsalg: ${title}` : 'Billettsalg'}
            data-height={EMBED_HEIGHT}
            className="relative mt-6 [@media(scripting:none)]:hidden"
          >
            <div
              data-hoopla-placeholder=""
              style={{ minHeight: EMBED_HEIGHT }}
              className="flex flex-col items-center justify-center gap-3 rounded border-2 border-dashed border-primary-300 p-6 text-center dark:border-primary-600"
            >
              <p className="text-lg font-semibold">Billettsalget lastes inn her.</p>
              <p>
                Kommer det ikke opp?{' '}
                <a href={salesUrl} className="font-semibold underline underline-offset-4">
                  Åpne billettsalget på {new URL(salesUrl).hostname}
                </a>
              </p>
            </div>
          </div>
          <Script src="/hoopla-embed.js" strategy="lazyOnload" />
        </>
      ) : (
        <p className="mt-4">Billettsalget er ikke åpnet ennå. Følg med her for oppdateringer.</p>
      )}
    </div>
  );
}
