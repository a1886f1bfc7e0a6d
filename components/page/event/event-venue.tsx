import type { ProgrammeVenue } from '@/lib/sanity/types';

type Props = { venue: ProgrammeVenue | null };

/** The venue's own description and how to get in: step-free access, seating, hearing loop. */
export function EventVenue({ venue }: Props) {
  if (!venue?.name || (!venue.description && !venue.accessibility)) return null;
  return (
    <section aria-labelledby="om-stedet" className="mt-12" data-event-venue="">
      <h2 id="om-stedet" className="text-2xl font-bold">
        Om {venue.name}
      </h2>
      {venue.description ? (
        <p className="mt-3 whitespace-pre-line leading-relaxed">{venue.description}</p>
      ) : null}
      {venue.accessibility ? (
        <>
          <h3 className="mt-6 text-xl font-bold">Tilgjengelighet</h3>
          <p className="mt-2 whitespace-pre-line leading-relaxed" data-venue-accessibility="">
            {venue.accessibility}
          </p>
        </>
      ) : null}
    </section>
  );
}
