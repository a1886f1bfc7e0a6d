import Script from 'next/script';
import { hooplaSalesPageUrl } from '@/lib/hoopla/sales-page-url';
import type { BlockProps } from './block-props';

const EMBED_HEIGHT = 720;

/**
 * Ticket sales: the embed is an iframe that /hoopla-embed.js creates after the page has loaded,
 * so the page itself stays static and light. The plain link is always there: tickets can be
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
          {/* The height is reserved only when scripting is on, so no-JS visitors see no blank box. */}
          <div
            data-hoopla-embed=""
            data-src={salesUrl}
            data-title={title ? `Billettsalg: ${title}` : 'Billettsalg'}
            data-height={EMBED_HEIGHT}
            className="mt-6 [@media(scripting:enabled)]:min-h-[720px]"
          />
          <Script src="/hoopla-embed.js" strategy="lazyOnload" />
        </>
      ) : (
        <p className="mt-4">Billettsalget er ikke åpnet ennå. Følg med her for oppdateringer.</p>
      )}
    </div>
  );
}
