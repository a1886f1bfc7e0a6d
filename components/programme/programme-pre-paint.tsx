import { MIN_FESTIVAL_KEY } from '@/lib/programme/min-festival-key';
import { SOON_MINUTES } from '@/lib/programme/now-next';
import type { PrePaintOptions } from '@/lib/programme/pre-paint';
import type { FestivalDay } from '@/lib/programme/now-next';
import {
  festivalSpans,
  PRE_PAINT_OBSERVER,
  type PrePaintStartOptions,
} from '@/lib/programme/pre-paint-start';
import { FILTER_KEYS, MIN_FESTIVAL_VIEW, STAGE_VIEW } from '@/lib/programme/programme-filter';
import { NARROW_SCREEN } from '@/lib/programme/stage-view';
import { PrePaintScript } from './pre-paint-script';

/**
 * The pre-paint step's first half (lib/programme/pre-paint-start.ts), between the controls and
 * the list: a shared filtered address hides the list until it is filtered, a running festival
 * keeps room for now/next, finished events are marked as they are parsed. The CSP allows inline
 * scripts (the theme's script needs that too, lib/security/headers.mjs).
 */
export function ProgrammePrePaintStart({
  rootId,
  days,
  events,
}: {
  rootId: string;
  days: FestivalDay[];
  events: ReadonlyArray<{ start: string; end: string }>;
}) {
  const options: PrePaintStartOptions = {
    root: rootId,
    parameters: Object.values(FILTER_KEYS),
    days,
    spans: festivalSpans(events, SOON_MINUTES),
    observerKey: PRE_PAINT_OBSERVER,
  };
  return <PrePaintScript step="start" options={options} />;
}

/**
 * The second half (lib/programme/pre-paint.ts), right after the list: applies a shared filter,
 * a search, the per-stage view, the finished marks and the festival's live state, while the page
 * is still parsing and before anything after the list paints.
 */
export function ProgrammePrePaint({ rootId, days }: { rootId: string; days: FestivalDay[] }) {
  const options: PrePaintOptions = {
    root: rootId,
    storageKey: MIN_FESTIVAL_KEY,
    keys: FILTER_KEYS,
    minFestivalView: MIN_FESTIVAL_VIEW,
    stageView: STAGE_VIEW,
    narrow: NARROW_SCREEN,
    soonMinutes: SOON_MINUTES,
    days,
    observerKey: PRE_PAINT_OBSERVER,
  };
  return <PrePaintScript step="main" options={options} />;
}
