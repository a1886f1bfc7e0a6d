import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { eventPathIn } from '@/lib/routing/event-path';
import type { ListedEvent } from './listed-events';

function EventLinks({
  events,
  empty,
  language,
}: {
  events: readonly ListedEvent[];
  empty: string;
  language: Language;
}) {
  if (events.length === 0) return <p className="mt-1">{empty}</p>;
  return (
    <ul className="mt-1 space-y-1">
      {events.map((event) => (
        <li key={event.id}>
          <span className="font-semibold tabular-nums">{event.time}</span>{' '}
          <a href={eventPathIn(language, event.slug)} className="underline underline-offset-4">
            {event.title}
          </a>
          {event.venueName ? `, ${event.venueName}` : null}
        </li>
      ))}
    </ul>
  );
}

/** "Nå" and "Snart" while the festival is on; space is kept for it (app/globals.css). */
export function NowNextPanel({
  nowNext,
  text,
  language,
}: {
  nowNext: { now: ListedEvent[]; soon: ListedEvent[] } | null;
  text: Dictionary['programme']['nowNext'];
  language: Language;
}) {
  return (
    <div className="programme-now-next-slot">
      {nowNext ? (
        <section
          aria-label={text.label}
          className="programme-now-next mt-6 grid gap-4 rounded bg-primary-50 p-4 sm:grid-cols-2 dark:bg-primary-900"
        >
          <div>
            <h3 className="text-2xl">{text.now}</h3>
            <EventLinks events={nowNext.now} empty={text.nothingNow} language={language} />
          </div>
          <div>
            <h3 className="text-2xl">{text.soon}</h3>
            <EventLinks events={nowNext.soon} empty={text.nothingSoon} language={language} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
