import { programmeText } from '@/lib/i18n/programme-text';
import type { Language } from '@/lib/i18n/languages';
import { textLanguage } from '@/lib/programme/text-language';
import type { ProgrammeEvent } from '@/lib/sanity/types';
import { LocalizedText } from './localized-text';

const BADGE = 'event-badge';

type Props = {
  event: Pick<ProgrammeEvent, 'status' | 'statusNote' | 'soldOut'>;
  language: Language;
};

/**
 * "Avlyst" / "Endret" with the editor's note, and "Utsolgt", on a list item. A changed event
 * whose time did not move still says "Endret" with its note (a new venue, a new guest).
 */
export function StatusBadge({ event, language }: Props) {
  const text = programmeText(language);
  const cancelled = event.status === 'cancelled';
  const changed = event.status === 'changed';
  const soldOut = Boolean(event.soldOut) && !cancelled;
  if (!cancelled && !changed && !soldOut) return null;
  return (
    <p className="mt-1">
      {cancelled || changed ? (
        <>
          <strong
            className={`${BADGE} ${
              cancelled
                ? 'bg-accent text-white dark:bg-accent-light dark:text-primary-950'
                : 'border border-current'
            }`}
            data-status-mark={event.status}
          >
            {text.statuses[event.status]}
          </strong>{' '}
          {event.statusNote ? (
            <LocalizedText lang={textLanguage(event, 'statusNote')} pageLanguage={language}>
              {event.statusNote}
            </LocalizedText>
          ) : null}
        </>
      ) : null}
      {soldOut ? (
        <>
          {cancelled || changed ? ' ' : null}
          <strong className={`${BADGE} border-2 border-current`} data-sold-out-mark="">
            {text.soldOut}
          </strong>
        </>
      ) : null}
    </p>
  );
}
