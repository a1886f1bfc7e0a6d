/**
 * Content rules shared by the studio's validation and the dataset check (scripts/dataset-check).
 * Plain TypeScript without Sanity imports, so the check can load it outside the studio.
 * What the extracted schema already carries (types, fields, required) is not repeated here.
 */

import { HOME_SLUG } from '../lib/sanity/constants';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const ANCHOR_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;
const PHONE = /^\+?[0-9][0-9 ]{4,}$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A page or menu slug: lower-case words joined by dashes, or `/` for the home page. */
export function isSlug(value: string): boolean {
  return value === HOME_SLUG || SLUG.test(value);
}

function schemeOf(value: string): string | undefined {
  return SCHEME.exec(value)?.[1]?.toLowerCase();
}

function isAbsoluteUrl(value: string, schemes: readonly string[]): boolean {
  const scheme = schemeOf(value);
  if (!scheme || !schemes.includes(scheme)) return false;
  if (scheme === 'mailto' || scheme === 'tel') return value.length > scheme.length + 1;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** A path on this site: starts with one slash (`//host` would leave the site). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);
}

/**
 * String formats, keyed by the schema type name that carries them (see sanity/schema/objects).
 * The extracted schema names these types on every field that uses them, so the dataset check
 * knows which rule applies to which field without a second list.
 */
export const stringFormats = {
  hexColor: {
    test: (value: string) => HEX_COLOR.test(value),
    title: 'Farge (hex)',
    nb: 'Bruk en hex-farge med seks sifre, for eksempel #1d3557.',
    en: 'must be a hex colour like #1d3557',
  },
  href: {
    test: (value: string) =>
      isAbsoluteUrl(value, ['https', 'http', 'mailto', 'tel']) ||
      isSitePath(value) ||
      (value.startsWith('#') && ANCHOR_ID.test(value.slice(1))),
    title: 'Lenke',
    nb: 'Bruk en nettadresse (https://…), mailto:, tel:, en sti på nettstedet (/side) eller et anker (#seksjon).',
    en: 'must be an https/http/mailto/tel URL, a site path (/page) or an anchor (#section)',
  },
  urlOrPath: {
    test: (value: string) => isAbsoluteUrl(value, ['https', 'http']) || isSitePath(value),
    title: 'Nettadresse eller sti',
    nb: 'Bruk en nettadresse (https://…) eller en sti på nettstedet (/side).',
    en: 'must be an https/http URL or a site path (/page)',
  },
  webUrl: {
    test: (value: string) => isAbsoluteUrl(value, ['https', 'http']),
    title: 'Nettadresse',
    nb: 'Bruk en full nettadresse som begynner med https://.',
    en: 'must be an absolute https/http URL',
  },
  phone: {
    test: (value: string) => PHONE.test(value),
    title: 'Telefonnummer',
    nb: 'Skriv telefonnummeret med sifre og mellomrom, gjerne med +47 først.',
    en: 'must be a phone number: digits and spaces, optionally starting with +',
  },
  anchorId: {
    test: (value: string) => ANCHOR_ID.test(value),
    title: 'Anker-ID',
    nb: 'Bruk bokstaver, tall, - og _, og begynn med en bokstav (for eksempel «kontakt»).',
    en: 'must be an HTML id: a letter, then letters, digits, - or _',
  },
} as const satisfies Record<string, StringFormat>;

export type StringFormat = {
  test: (value: string) => boolean;
  title: string;
  nb: string;
  en: string;
};
export type StringFormatName = keyof typeof stringFormats;

export function isStringFormatName(name: string): name is StringFormatName {
  return Object.hasOwn(stringFormats, name);
}

/**
 * Slugs that point at another document's slug instead of naming their own: a page's menu and a
 * redirect's target page. Every other slug field of a document names it and is unique per type.
 * Keys are `<type>.<field>`; the type may be a document or a block.
 */
export const slugPointers = {
  'page.menuSlug': 'navigationMenu',
  'redirect.slug': 'page',
} as const satisfies Record<string, string>;

export type SlugPointerField = keyof typeof slugPointers;

/**
 * Objects that need one of several optional fields: a redirect goes to a page or a URL (not
 * both), a link-tree link has a URL or a file.
 */
export const requiredOneOf = {
  redirect: { fields: ['slug', 'href'], exactlyOne: true },
  link: { fields: ['url', 'file'], exactlyOne: false },
} as const satisfies Record<string, { fields: readonly string[]; exactlyOne: boolean }>;

/**
 * What breaks a type's one-of rule: no field filled in ('none'), or more than one where exactly
 * one is allowed ('both'). The studio's validation and the dataset check both ask this.
 */
export function oneOfProblem(
  type: keyof typeof requiredOneOf,
  value: Record<string, unknown>,
): 'none' | 'both' | undefined {
  const { fields, exactlyOne } = requiredOneOf[type];
  const filled = fields.filter((field) => hasContent(value[field])).length;
  if (filled === 0) return 'none';
  return exactlyOne && filled > 1 ? 'both' : undefined;
}

/**
 * Whether a field holds something: blank strings, empty arrays and objects with nothing but
 * `_type` (a file field whose file was removed) count as empty, as they do for editors.
 */
export function hasContent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    return Object.entries(value).some(
      ([key, field]) => (key === '_ref' || !key.startsWith('_')) && hasContent(field),
    );
  }
  return true;
}

/** Ids of the one-of-a-kind documents the site reads by id. */
export const singletonIds = {
  siteSettings: 'siteSettings',
  safetyPage: 'safetyPage',
  privacyPage: 'privacyPage',
  accessibilityStatement: 'accessibilityStatement',
} as const;
