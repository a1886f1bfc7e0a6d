const PLACEHOLDER = '{organizationId}';
const VARIABLE = 'NEXT_PUBLIC_HOOPLA_SALES_URL';

/**
 * Hoopla serves each organiser's ticket shop on its own subdomain
 * (`https://<organiser>.hoopla.no/`, events under `/sales/...`), and the content's
 * organizationId is that organiser name. Another shape (a white-label domain, a test stand-in)
 * is one environment variable away.
 */
export const DEFAULT_HOOPLA_SALES_URL = `https://${PLACEHOLDER}.hoopla.no/`;

/**
 * The sales-page URL template from the environment, checked: it must be an absolute http(s)
 * URL containing {organizationId}. A broken template is a deployment mistake, so it fails the
 * build with a message naming the variable instead of rendering dead ticket links.
 */
export function hooplaSalesUrlTemplate(
  raw: string | undefined = process.env.NEXT_PUBLIC_HOOPLA_SALES_URL,
): string {
  const template = raw?.trim() || DEFAULT_HOOPLA_SALES_URL;
  if (!template.includes(PLACEHOLDER)) {
    throw new Error(`${VARIABLE} must contain ${PLACEHOLDER}, got "${template}"`);
  }
  let probe: URL;
  try {
    probe = new URL(template.replaceAll(PLACEHOLDER, 'example'));
  } catch {
    throw new Error(`${VARIABLE} must be an absolute URL, got "${template}"`);
  }
  if (probe.protocol !== 'https:' && probe.protocol !== 'http:') {
    throw new Error(`${VARIABLE} must be an http(s) URL, got "${template}"`);
  }
  return template;
}

/**
 * The sales page of one organisation, or null when the id is missing or cannot form a valid
 * URL with this template (the block then shows a notice instead of a dead link).
 */
export function hooplaSalesPageUrl(
  organizationId: string | null | undefined,
  template: string = hooplaSalesUrlTemplate(),
): string | null {
  const id = organizationId?.trim();
  if (!id) return null;
  try {
    return new URL(template.replaceAll(PLACEHOLDER, encodeURIComponent(id))).toString();
  } catch {
    return null;
  }
}
