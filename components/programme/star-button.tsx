'use client';

import { LineIcon } from '@/components/ui/line-icon';
import { programmeText } from '@/lib/i18n/programme-text';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { isStarOf, toggleStar, useMinFestival } from '@/lib/programme/min-festival-store';

export const ADD_LABEL = programmeText(DEFAULT_LANGUAGE).star.add;
export const REMOVE_LABEL = programmeText(DEFAULT_LANGUAGE).star.remove;

const STAR_PATH = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

type StarButtonProps = {
  /** The event's document id: what the star is kept by, so a slug change keeps it. */
  id: string;
  slug: string;
  title: string;
  signature: string;
  language?: Language;
};

/**
 * Stars an event for "Min festival" on this phone (lib/programme/min-festival-store); one list
 * of stars serves both editions. The server and the first client render show it not pressed;
 * once hydrated it shows what the phone stored. Both states have the same size, so nothing
 * moves when it hydrates.
 */
export function StarButton({
  id,
  slug,
  title,
  signature,
  language = DEFAULT_LANGUAGE,
}: StarButtonProps) {
  const plan = useMinFestival();
  const pressed = plan.starred.some((entry) => isStarOf(entry, { id, slug }));
  const labels = programmeText(language).star;
  const label = pressed ? labels.remove : labels.add;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => toggleStar({ id, slug, title }, signature)}
      // Statistics count a star when it is added: the attribute is there only while a click adds.
      data-analytics-event={pressed ? undefined : 'star-added'}
      data-analytics-slug={slug}
      // Its look, filled while pressed, is the `star-button` class's (app/globals.css).
      className="star-button"
    >
      <LineIcon path={STAR_PATH} className="h-6 w-6" />
      <span className="sr-only">{`${label}: ${title}`}</span>
    </button>
  );
}
