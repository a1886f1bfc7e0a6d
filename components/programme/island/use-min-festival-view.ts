import { useEffect, useMemo, useState } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { programmeText } from '@/lib/i18n/programme-text';
import { clashMessage, findClashes } from '@/lib/programme/clashes';
import {
  isStarOf,
  markSeen,
  reconcileStars,
  useMinFestival,
} from '@/lib/programme/min-festival-store';
import { hasReport, report, useReport } from './reports';
import { uniqueEvents, type ListedEvent } from './listed-events';

/**
 * Min festival on a programme block: the stars (ids, and slugs of plans stored before ids),
 * stars brought in line with the programme once per view (migrated, renamed, removed ones
 * reported), changes since last seen reported once when Min festival opens, and the notes each
 * item gets (clashes among the starred events, changes).
 */
export function useMinFestivalView({
  rootId,
  listed,
  mine,
  complete,
  language,
}: {
  rootId: string;
  listed: readonly ListedEvent[];
  mine: boolean;
  complete: boolean;
  language: Language;
}) {
  const plan = useMinFestival();
  const [withMultiDay, setWithMultiDay] = useState(false);
  const events = useMemo(() => uniqueEvents(listed), [listed]);
  const starredEvents = useMemo(
    () => events.filter((event) => plan.starred.some((entry) => isStarOf(entry, event))),
    [events, plan],
  );
  const starred = useMemo(
    () => new Set(starredEvents.flatMap((event) => [event.id, event.slug])),
    [starredEvents],
  );
  const reports = useReport(rootId);

  useEffect(() => {
    if (events.length === 0 || hasReport(rootId, 'removed')) return;
    const removed = reconcileStars(
      events.map(({ id, slug, title }) => ({ id, slug, title })),
      complete,
    );
    report(rootId, 'removed', removed);
  }, [events, complete, rootId]);

  // Opening Min festival points out starred events that changed since the phone last saw
  // them, then marks them seen: the notice stays for this view, and the next visit is quiet.
  useEffect(() => {
    if (!mine || events.length === 0 || hasReport(rootId, 'changed')) return;
    const changed = starredEvents.filter((event) =>
      plan.starred.some((entry) => isStarOf(entry, event) && entry.seen !== event.signature),
    );
    report(
      rootId,
      'changed',
      changed.map((event) => event.id),
    );
    for (const event of changed) markSeen(event, event.signature);
  }, [mine, events, starredEvents, plan, rootId]);

  const notes = useMemo(() => {
    const text = programmeText(language);
    const byId = new Map<string, [string, string][]>();
    const add = (id: string, kind: string, message: string) =>
      byId.set(id, [...(byId.get(id) ?? []), [kind, message]]);
    for (const [id, titles] of findClashes(starredEvents, { withMultiDay })) {
      add(id, 'clash', clashMessage(titles, language));
    }
    if (mine) for (const id of reports.changed) add(id, 'changed', text.minFestival.changedNote);
    return byId;
  }, [starredEvents, withMultiDay, mine, reports.changed, language]);

  const changedTitles = events
    .filter((event) => reports.changed.includes(event.id))
    .map((event) => event.title);

  return {
    plan,
    starred,
    notes,
    changedTitles,
    removedTitles: reports.removed,
    withMultiDay,
    setWithMultiDay,
  };
}
