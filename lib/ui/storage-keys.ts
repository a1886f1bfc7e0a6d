import { MIN_FESTIVAL_KEY } from '../programme/min-festival-key';

/**
 * Everything the site keeps in a visitor's localStorage, and nothing else (the privacy notice
 * says so and e2e/every-page.spec.ts holds every page to it). All stay on the visitor's device.
 */
/** The visitor's colour scheme (next-themes). */
export const THEME_STORAGE_KEY = 'fargetema';
/** The events starred in Min festival (the programme's min-festival store). */
export const MIN_FESTIVAL_STORAGE_KEY = MIN_FESTIVAL_KEY;

/** That the visitor dismissed the offer of a page in their language (the language suggestion). */
export const LANGUAGE_SUGGESTION_STORAGE_KEY = 'sprakforslag-lukket';

export const SITE_STORAGE_KEYS = [
  THEME_STORAGE_KEY,
  MIN_FESTIVAL_STORAGE_KEY,
  LANGUAGE_SUGGESTION_STORAGE_KEY,
] as const;
