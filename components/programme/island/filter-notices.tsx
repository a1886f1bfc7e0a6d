import { programmeText } from '@/lib/i18n/programme-text';
import type { Language } from '@/lib/i18n/languages';
import { listTitles } from '@/lib/programme/clashes';
import type { FilterOptions } from '@/lib/programme/filter-options';
import type { DroppedValue } from '@/lib/programme/filter-values';

/**
 * Short notices: filter values in the URL the programme does not have ("Scenen «…» finnes ikke
 * lenger"), and starred events that left the programme ("Fjernet fra programmet: …", once).
 */
export function FilterNotices({
  dropped,
  removed,
  language,
}: {
  dropped: readonly DroppedValue[];
  removed: readonly string[];
  options: FilterOptions;
  language: Language;
}) {
  const text = programmeText(language);
  if (dropped.length === 0 && removed.length === 0) return null;
  return (
    <div className="mt-3 space-y-1" data-programme-notices="">
      {dropped.map(({ dimension, value }) => (
        <p key={`${dimension}:${value}`} data-filter-notice={dimension}>
          {text.filters.unknown[dimension](value.slice(0, 60))}
        </p>
      ))}
      {removed.length > 0 ? (
        <p data-removed-notice="">{text.minFestival.removed(listTitles(removed, language))}</p>
      ) : null}
    </div>
  );
}
