import { useCallback, useSyncExternalStore } from 'react';
import {
  festivalIsOn,
  msToNextMinute,
  nextFestivalCheck,
  type FestivalDay,
  type TimedEvent,
} from '@/lib/programme/now-next';

// setTimeout's longest delay (about 24.8 days); a later wake-up is reached in steps.
const MAX_DELAY = 2 ** 31 - 1;
const MINUTE = 60_000;
const minuteNow = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const noClock = () => null;

/**
 * The phone's clock to the minute. While the tab is visible and the festival is on it ticks on
 * each whole minute; outside the festival one timer waits for an hour before the next event.
 * A phone that slept, or a tab that comes back (`visibilitychange`, `pageshow` from the
 * back/forward cache), reads the clock at once: timers do not run while a phone sleeps.
 */
export function useFestivalClock(
  events: readonly TimedEvent[],
  days: readonly FestivalDay[],
): number | null {
  const subscribe = useCallback(
    (callback: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        if (events.length === 0 || document.visibilityState === 'hidden') return;
        const at = Date.now();
        const wake = festivalIsOn(events, days, at)
          ? at + msToNextMinute(at)
          : nextFestivalCheck(events, at);
        if (wake === null) return;
        timer = setTimeout(
          () => {
            callback();
            schedule();
          },
          Math.min(wake - at, MAX_DELAY),
        );
      };
      const wakeUp = () => {
        callback();
        schedule();
      };
      document.addEventListener('visibilitychange', wakeUp);
      window.addEventListener('pageshow', wakeUp);
      schedule();
      return () => {
        clearTimeout(timer);
        document.removeEventListener('visibilitychange', wakeUp);
        window.removeEventListener('pageshow', wakeUp);
      };
    },
    [events, days],
  );
  return useSyncExternalStore(subscribe, minuteNow, noClock);
}
