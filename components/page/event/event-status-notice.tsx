import { statusLabel } from '@/lib/programme/labels';
import type { ProgrammeEvent } from '@/lib/sanity/types';

type Props = { event: Pick<ProgrammeEvent, 'status' | 'statusNote'> };

/** "Endret" or "Avlyst" with the editor's note, high on the page; nothing for a planned event. */
export function EventStatusNotice({ event }: Props) {
  if (event.status === 'planned') return null;
  const cancelled = event.status === 'cancelled';
  return (
    <div
      data-event-status={event.status}
      className={`mt-4 rounded border-l-4 px-4 py-3 ${
        cancelled
          ? 'border-accent bg-accent/10 dark:border-accent-light'
          : 'border-primary-500 bg-primary-100 dark:border-primary-300 dark:bg-primary-800'
      }`}
    >
      <p className="font-bold uppercase tracking-wide">{statusLabel(event.status)}</p>
      {event.statusNote ? <p className="mt-1">{event.statusNote}</p> : null}
    </div>
  );
}
