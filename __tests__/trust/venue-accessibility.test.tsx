/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { SafetyContent } from '@/components/safety/safety-content';
import {
  VenueAccessibility,
  venuesWithAccessibility,
} from '@/components/trust/venue-accessibility';
import { resolveSafetyPage } from '@/lib/defaults/safety-page';
import type { ProgrammeVenue } from '@/lib/sanity/types';
import { word } from '../fixtures/publishing-content';

const venue = (fields: Partial<ProgrammeVenue>): ProgrammeVenue =>
  ({
    _id: word('venue'),
    name: word('Scene'),
    slug: word('scene'),
    description: null,
    accessibility: null,
    order: null,
    ...fields,
  }) as ProgrammeVenue;

describe("the accessibility statement's venue section", () => {
  it('lists only venues with an accessibility text, each under its name', () => {
    const withText = venue({ accessibility: `${word('Trinnfri')}\n\n${word('Teleslynge')}` });
    const venues = [withText, venue({ accessibility: '  ' }), venue({ accessibility: null })];
    expect(venuesWithAccessibility(venues)).toEqual([withText]);
    render(<VenueAccessibility venues={venues} />);
    const section = screen.getByRole('region', { name: 'Tilgjengelighet på scenene' });
    expect(section).toHaveAttribute('id', 'lokaler');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([withText.name]);
    expect(within(section).getAllByRole('paragraph')).toHaveLength(2);
  });

  it('renders nothing without such venues', () => {
    const { container } = render(<VenueAccessibility venues={[venue({})]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the safety page links to the section only when it is given the link', () => {
    const { rerender } = render(<SafetyContent page={resolveSafetyPage(null)} />);
    expect(screen.queryByRole('link', { name: 'Tilgjengelighet på scenene' })).toBeNull();
    rerender(
      <SafetyContent
        page={resolveSafetyPage(null)}
        venuesAccessibilityHref="/tilgjengelighet#lokaler"
      />,
    );
    expect(screen.getByRole('link', { name: 'Tilgjengelighet på scenene' })).toHaveAttribute(
      'href',
      '/tilgjengelighet#lokaler',
    );
  });
});
