import {
  CATEGORY_LABELS,
  categoryLabel,
  DIETARY_LABELS,
  DIETARY_MARKS,
  dietaryLabel,
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  formatPrice,
  STATUS_LABELS,
  statusLabel,
} from '@/lib/programme/labels';

describe('programme labels', () => {
  it('names every category and dietary mark in Norwegian', () => {
    expect(categoryLabel('demo')).toBe('Demonstrasjon');
    expect(categoryLabel('barn')).toBe('For barn');
    expect(dietaryLabel('uten-notter')).toBe('Uten nøtter');
    expect(Object.keys(CATEGORY_LABELS)).toHaveLength(7);
    expect(Object.keys(DIETARY_LABELS)).toHaveLength(5);
  });

  it('lists the stored values in the labels’ order, each labelled (filters and the studio agree)', () => {
    expect(EVENT_CATEGORIES).toEqual(Object.keys(CATEGORY_LABELS));
    expect(DIETARY_MARKS).toEqual(Object.keys(DIETARY_LABELS));
    expect(EVENT_STATUSES).toEqual(Object.keys(STATUS_LABELS));
  });

  it('shows a value outside the lists as stored rather than nothing', () => {
    expect(categoryLabel('grilling')).toBe('grilling');
    expect(dietaryLabel('toString')).toBe('toString');
  });

  it('names the changed and cancelled statuses', () => {
    expect(statusLabel('changed')).toBe('Endret');
    expect(statusLabel('cancelled')).toBe('Avlyst');
    expect(statusLabel('planned')).toBe('Planlagt');
  });
});

describe('formatPrice', () => {
  it('shows 0 as free and a price in kroner, grouped the Norwegian way', () => {
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(250)).toBe('250 kr');
    expect(formatPrice(1250)).toMatch(/^1\s250 kr$/u);
    expect(formatPrice(99.5)).toBe('99,5 kr');
  });

  it('shows nothing when there is no usable price', () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(Number.NaN)).toBeNull();
    expect(formatPrice(-10)).toBeNull();
  });
});
