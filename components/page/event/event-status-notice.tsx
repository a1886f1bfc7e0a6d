import { LocalizedText } from '@/components/programme/localized-text';
import { dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { textLanguage } from '@/lib/programme/text-language';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = {
  event: Pick<ProgrammeEvent, 'status' | 'statusNote' | 'soldOut'>;
  language: Language;
};

/**
 * "Endret" or "Avlyst" with the editor's note, and "Utsolgt", high on the page; nothing for a
 * planned event that is not sold out.
 */
export function EventStatusNotice({ event, language }: Props) {
  const text = dictionary(language).programme;
  const cancelled = event.status === 'cancelled';
  const soldOut = Boolean(event.soldOut) && !cancelled;
  if (event.status === 'planned' && !soldOut) return null;
  return (
    <>
      {event.status === 'planned' ? null : (
        <div
          data-event-status={event.status}
          className={`mt-4 rounded border-l-4 px-4 py-3 ${
            cancelled
              ? 'border-accent bg-accent/10 dark:border-accent-light'
              : 'border-primary-500 bg-primary-100 dark:border-primary-300 dark:bg-primary-800'
          }`}
        >
          <p className="font-bold uppercase tracking-wide">{text.statuses[event.status]}</p>
          {event.statusNote ? (
            <LocalizedText
              as="p"
              className="mt-1"
              lang={textLanguage(event, 'statusNote')}
              pageLanguage={language}
            >
              {event.statusNote}
            </LocalizedText>
          ) : null}
        </div>
      )}
      {soldOut ? (
        <p
          className="mt-4 rounded border-l-4 border-current px-4 py-3 font-bold uppercase tracking-wide"
          data-event-sold-out=""
        >
          {text.soldOut}
        </p>
      ) : null}
    </>
  );
}
