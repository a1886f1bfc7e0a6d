import { useState } from 'react';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { starAll } from '@/lib/programme/min-festival-store';
import type { ListedEvent } from './listed-events';

/**
 * A plan someone shared (?plan=id1,id2): the list shows only those events, read-only, and one
 * button stars them all on this phone. Nothing is stored until the visitor asks.
 */
export function SharedPlanPanel({
  headingId,
  events,
  onClose,
  text,
}: {
  headingId: string;
  events: readonly ListedEvent[];
  onClose: () => void;
  text: Dictionary['programme']['sharedPlan'];
}) {
  const [added, setAdded] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded border-2 border-current p-4"
      data-shared-plan=""
    >
      <h3 id={headingId} className="text-2xl">
        {text.heading}
      </h3>
      <p className="mt-2">{text.intro(events.length)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={events.length === 0}
          onClick={() => {
            starAll(
              events.map(({ id, slug, title, signature }) => ({ id, slug, title, signature })),
            );
            setAdded(true);
          }}
        >
          {text.addAll}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {text.close}
        </button>
        <p aria-live="polite" className="font-semibold" data-shared-plan-added="">
          {added ? text.added : null}
        </p>
      </div>
    </section>
  );
}
