// @ts-check
// Plain JavaScript, so next.config.mjs (through lib/security/headers.mjs) and the ticket-sales
// block read one template and one check; typed by its JSDoc.

export const ORGANIZATION_PLACEHOLDER = '{organizationId}';
const VARIABLE = 'NEXT_PUBLIC_HOOPLA_SALES_URL';

/**
 * Hoopla serves each organiser's ticket shop on its own subdomain
 * (`https://<organiser>.hoopla.no/`, events under `/sales/...`), and the content's
 * organizationId is that organiser name. Another shape (a white-label domain, a test stand-in)
 * is one environment variable away.
 */
export const DEFAULT_HOOPLA_SALES_URL = `https://${ORGANIZATION_PLACEHOLDER}.hoopla.no/`;

/**
 * The sales-page URL template (the default when unset), checked: an absolute http(s) URL that
 * contains {organizationId}. A broken template is a deployment mistake, so it fails the build
 * with a message naming the variable instead of rendering dead ticket links. `probe` is the
 * template parsed with the placeholder read as `placeholderLabel`.
 * @param {string | undefined} raw
 * @param {string} [placeholderLabel]
 * @returns {{ template: string; probe: URL }}
 */
export function checkHooplaSalesUrlTemplate(raw, placeholderLabel = 'example') {
  const template = raw?.trim() || DEFAULT_HOOPLA_SALES_URL;
  if (!template.includes(ORGANIZATION_PLACEHOLDER)) {
    throw new Error(`${VARIABLE} must contain ${ORGANIZATION_PLACEHOLDER}, got "${template}"`);
  }
  let probe;
  try {
    probe = new URL(template.replaceAll(ORGANIZATION_PLACEHOLDER, placeholderLabel));
  } catch {
    throw new Error(`${VARIABLE} must be an absolute URL, got "${template}"`);
  }
  if (probe.protocol !== 'https:' && probe.protocol !== 'http:') {
    throw new Error(`${VARIABLE} must be an http(s) URL, got "${template}"`);
  }
  return { template, probe };
}
