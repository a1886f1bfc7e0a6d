import { paragraphsOf } from '@/lib/defaults/text-section';
import { ACCESSIBILITY_VENUES_ID } from '@/lib/routing/trust-paths';
import type { ProgrammeVenue } from '@/lib/sanity/types';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

/** Venues whose accessibility text is filled in; the safety page links here only when any are. */
export function venuesWithAccessibility(venues: ProgrammeVenue[]): ProgrammeVenue[] {
  return venues.filter((venue) => venue.name?.trim() && venue.accessibility?.trim());
}

/** The accessibility statement's section on the festival's stages and rooms. */
export function VenueAccessibility({
  venues,
  language = DEFAULT_LANGUAGE,
}: {
  venues: ProgrammeVenue[];
  language?: Language;
}) {
  const listed = venuesWithAccessibility(venues);
  if (listed.length === 0) return null;
  return (
    <section
      id={ACCESSIBILITY_VENUES_ID}
      aria-labelledby={`${ACCESSIBILITY_VENUES_ID}-tittel`}
      className="mt-12 max-w-3xl scroll-mt-24"
    >
      <h2 id={`${ACCESSIBILITY_VENUES_ID}-tittel`} className="text-2xl font-bold sm:text-3xl">
        {dictionary(language).trust.venues}
      </h2>
      <ul className="mt-4 space-y-6">
        {listed.map((venue) => (
          <li key={venue._id}>
            <h3 className="text-xl font-bold">{venue.name}</h3>
            {paragraphsOf(venue.accessibility).map((paragraph, index) => (
              <p key={index} className="mt-2 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
