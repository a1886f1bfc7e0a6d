import { MIN_FESTIVAL_KEY } from '../programme/min-festival-key';

/**
 * Everything the site keeps in a visitor's localStorage, and nothing else (the privacy notice
 * says so and e2e/every-page.spec.ts holds every page to it). Both stay on the visitor's device.
 */
/** The visitor's colour scheme (next-themes). */
export const THEME_STORAGE_KEY = 'fargetema';
/** The events starred in Min festival (the programme's min-festival store). */
export const MIN_FESTIVAL_STORAGE_KEY = MIN_FESTIVAL_KEY;

export const SITE_STORAGE_KEYS = [THEME_STORAGE_KEY, MIN_FESTIVAL_STORAGE_KEY] as const;
