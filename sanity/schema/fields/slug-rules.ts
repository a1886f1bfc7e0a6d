import type { SlugValue, ValidationContext } from 'sanity';
import { SANITY_API_VERSION } from '../../../lib/sanity/constants';
import { isSlug, slugPointers, type SlugPointerField } from '../../rules';

const targetLabels: Record<string, string> = { navigationMenu: 'meny', page: 'side' };

const SLUG_HINT =
  'Bruk små bokstaver, tall og bindestrek (for eksempel «om-oss»), eller / for forsiden.';

/** Sanity's slugs would keep æ, ø and å; addresses read better, and stay valid, transliterated. */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96);
}

function slugText(value: SlugValue | string | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.current;
}

/** The slug's own format (the page slug, a menu slug, or a pointer to one). */
export function slugFormat(value: SlugValue | string | undefined): true | string {
  const slug = slugText(value);
  return slug === undefined || isSlug(slug) ? true : SLUG_HINT;
}

/** A slug that names another document (see slugPointers in ../../rules) must name one that exists. */
export function slugPointerExists(field: SlugPointerField) {
  const targetType = slugPointers[field];
  return async (value: SlugValue | string | undefined, context: ValidationContext) => {
    const slug = slugText(value);
    if (!slug || !isSlug(slug)) return true;
    const client = context.getClient({ apiVersion: SANITY_API_VERSION });
    const count = await client.fetch<number>('count(*[_type == $type && slug.current == $slug])', {
      type: targetType,
      slug,
    });
    return count > 0
      ? true
      : `Fant ingen ${targetLabels[targetType] ?? targetType} med adressen «${slug}».`;
  };
}
