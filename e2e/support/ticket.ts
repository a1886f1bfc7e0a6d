import { expect, type Locator, type Page } from '@playwright/test';
import { hooplaSalesPageUrl } from '../../lib/hoopla/sales-page-url';
import { pageUrl, renderablePages, required } from './dataset';

/** Every request to Hoopla (the default sales URL template is https://{organizationId}.hoopla.no/). */
export const HOOPLA = /^https?:\/\/([^/]*\.)?hoopla\.no\//;

/** The button in a ticket block's placeholder that makes the sales frame (public/hoopla-embed.js). */
export const SHOW_TICKET_SALES = 'Vis billettsalget her';
/** Its text while the frame loads. */
export const TICKET_SALES_LOADING = 'Laster billettsalget …';

/**
 * The first page with a ticket block that has a sales page (an organisation id), and that sales
 * page's URL.
 */
export function ticketPage(): { url: string; salesUrl: string } {
  const hasSalesPage = (block: { _type: string; [field: string]: unknown }) =>
    block._type === 'hooplaSalesPage' && !!hooplaSalesPageUrl(block.organizationId as string);
  const found = required(
    renderablePages('hooplaSalesPage').find((candidate) =>
      (candidate.pageBuilder ?? []).some(hasSalesPage),
    ),
    'a ticket block with an organisation',
  );
  const block = found.pageBuilder!.find(hasSalesPage)!;
  return { url: pageUrl(found), salesUrl: hooplaSalesPageUrl(block.organizationId as string)! };
}

/** The embed container of the ticket block for `salesUrl` on the page. */
export function ticketEmbed(page: Page, salesUrl: string): Locator {
  return page.locator(`[data-hoopla-embed][data-src="${salesUrl}"]`).first();
}

/**
 * Waits until the ticket script has put its click listener in place. It loads lazily (after the
 * page's load event) and marks its own <script> element then; a click before that does nothing.
 */
export async function waitForTicketScript(page: Page) {
  await expect(page.locator('script[src="/hoopla-embed.js"][data-hoopla-listening]')).toHaveCount(
    1,
  );
}

/** The visitor's click on "Vis billettsalget her" in a ticket block, once the script listens. */
export async function showTicketSales(embed: Locator) {
  await waitForTicketScript(embed.page());
  await embed.getByRole('button', { name: SHOW_TICKET_SALES }).click();
}
