/**
 * The values a programme event may store, in the order editors and filters list them. They live
 * here, below lib/programme (which names them: ./labels.ts there), because reading content
 * (./programme-entries.ts) keeps only known values and must not import the programme back.
 * Relative imports only: the studio and the dataset check load this outside Next.
 */
import type { DietaryMark, EventCategory, EventStatus } from './types';

/** The values, each once, and every one of T: a value missing from the list fails the type check. */
function everyValue<T extends string>() {
  return <const V extends readonly T[]>(
    values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : never),
  ): T[] => [...values];
}

export const EVENT_CATEGORIES = everyValue<EventCategory>()([
  'smaking',
  'kurs',
  'demo',
  'foredrag',
  'barn',
  'konsert',
  'middag',
]);

export const DIETARY_MARKS = everyValue<DietaryMark>()([
  'vegetar',
  'vegansk',
  'glutenfri',
  'laktosefri',
  'uten-notter',
]);

export const EVENT_STATUSES = everyValue<EventStatus>()(['planned', 'changed', 'cancelled']);
