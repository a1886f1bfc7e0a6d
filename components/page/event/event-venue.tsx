import { LocalizedText } from '@/components/programme/localized-text';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { textLanguage } from '@/lib/programme/text-language';
import type { ProgrammeVenue } from '@/lib/sanity/types';

type Props = { venue: ProgrammeVenue | null; language: Language };

/** The venue's own description and how to get in: step-free access, seating, hearing loop. */
export function EventVenue({ venue, language }: Props) {
  if (!venue?.name || (!venue.description && !venue.accessibility)) return null;
  const text = dictionary(language).programme.event;
  const name = (
    <LocalizedText lang={textLanguage(venue, 'name')} pageLanguage={language}>
      {venue.name}
    </LocalizedText>
  );
  return (
    <section aria-labelledby="om-stedet" className="mt-12" data-event-venue="">
      <h2 id="om-stedet" className="text-2xl font-bold">
        {text.aboutVenue} {name}
      </h2>
      {venue.description ? (
        <LocalizedText
          as="p"
          className="mt-3 whitespace-pre-line leading-relaxed"
          lang={textLanguage(venue, 'description')}
          pageLanguage={language}
        >
          {venue.description}
        </LocalizedText>
      ) : null}
      {venue.accessibility ? (
        <>
          <h3 className="mt-6 text-xl font-bold">{text.accessibility}</h3>
          <LocalizedText
            as="p"
            className="mt-2 whitespace-pre-line leading-relaxed"
            data-venue-accessibility=""
            lang={textLanguage(venue, 'accessibility')}
            pageLanguage={language}
          >
            {venue.accessibility}
          </LocalizedText>
        </>
      ) : null}
    </section>
  );
}
