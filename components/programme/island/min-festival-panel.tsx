import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Language } from '@/lib/i18n/languages';
import { listTitles } from '@/lib/programme/clashes';
import { CALENDAR_SELECTION_PARAM } from '@/lib/programme/calendar-selection';
import type { MinFestival } from '@/lib/programme/min-festival-store';
import { FILTER_KEYS } from '@/lib/programme/programme-filter';
import { programmeCalendarPath } from '@/lib/routing/event-path';

type Props = {
  headingId: string;
  plan: MinFestival;
  changedTitles: readonly string[];
  withMultiDay: boolean;
  onWithMultiDay: (value: boolean) => void;
  text: Dictionary['programme']['minFestival'];
  language: Language;
};

/** The plan's ids, as the calendar selection and a shared link carry them. */
const planIds = (plan: MinFestival) =>
  plan.starred.map((entry) => encodeURIComponent(entry.id || entry.slug)).join(',');

/**
 * Min festival's own panel: what the plan is, what changed since last seen, the calendar file,
 * a subscribable webcal:// feed of the starred events, a link that shares the plan (offered to
 * the phone's share sheet where there is one) and, on request, clashes with events over
 * several days. Nothing is stored on the server: the selection lives in the links.
 */
export function MinFestivalPanel({
  headingId,
  plan,
  changedTitles,
  withMultiDay,
  onWithMultiDay,
  text,
  language,
}: Props) {
  const ids = planIds(plan);
  const calendarPath = `${programmeCalendarPath(language)}?${CALENDAR_SELECTION_PARAM}=${ids}`;
  const { origin, host, pathname } = window.location;
  const shareUrl = `${origin}${pathname}?${FILTER_KEYS.plan}=${ids}`;
  const share = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title: text.shareTitle, url: shareUrl }).catch(() => {
      // Closing the share sheet is no error; the link stays for copying.
    });
  };
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded border-2 border-current p-4">
      <h3 id={headingId} className="text-2xl">
        {text.heading}
      </h3>
      {plan.starred.length === 0 ? (
        <p className="mt-2">{text.empty}</p>
      ) : (
        <>
          <p className="mt-2">{text.kept}</p>
          {changedTitles.length > 0 ? (
            <p className="mt-2 font-semibold" data-min-festival-changed="">
              {text.changedSince(listTitles(changedTitles, language))}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={calendarPath}
              className="btn btn-outline"
              data-analytics-event="calendar-downloaded"
            >
              {text.addToCalendar}
            </a>
            <a href={`webcal://${host}${calendarPath}`} className="btn btn-outline">
              {text.subscribe}
            </a>
            <a href={shareUrl} className="btn btn-outline" data-share-plan="" onClick={share}>
              {text.share}
            </a>
          </div>
          <label className="mt-3 flex min-h-[44px] items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={withMultiDay}
              onChange={(event) => onWithMultiDay(event.target.checked)}
            />
            {text.clashesWithMultiDay}
          </label>
        </>
      )}
    </section>
  );
}
