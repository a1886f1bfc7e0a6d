import { publicHooplaSalesUrl } from '@/lib/env/build-time';
import { checkHooplaSalesUrlTemplate, ORGANIZATION_PLACEHOLDER } from './sales-url-template.mjs';

export { DEFAULT_HOOPLA_SALES_URL } from './sales-url-template.mjs';

/** The sales-page URL template from the environment, checked (see sales-url-template.mjs). */
export function hooplaSalesUrlTemplate(raw: string | undefined = publicHooplaSalesUrl()): string {
  return checkHooplaSalesUrlTemplate(raw).template;
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
    return new URL(
      template.replaceAll(ORGANIZATION_PLACEHOLDER, encodeURIComponent(id)),
    ).toString();
  } catch {
    return null;
  }
}
