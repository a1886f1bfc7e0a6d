// Relative, so the studio's schema and the dataset check can load it outside Next.
import { HOME_SLUG } from '../sanity/constants';

/** The site path of a page slug: '/' for the home page, '/{slug}' otherwise. */
export function pagePath(slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  return slug === HOME_SLUG || trimmed === '' ? '/' : `/${trimmed}`;
}
