import { MIN_FESTIVAL_KEY } from '@/lib/programme/min-festival-key';
import { SOON_MINUTES } from '@/lib/programme/now-next';
import { prePaintProgramme, type PrePaintOptions } from '@/lib/programme/pre-paint';
import { FILTER_KEYS, MIN_FESTIVAL_VIEW, STAGE_VIEW } from '@/lib/programme/programme-filter';
import { NARROW_SCREEN } from '@/lib/programme/stage-view';

/**
 * The inline script that applies a shared filter, a search, the per-stage view, the finished
 * marks and the festival's live state before the first paint (lib/programme/pre-paint.ts). It
 * runs where it stands, right after the list, while the page is still parsing. The CSP allows
 * inline scripts (the theme's script needs that too, lib/security/headers.mjs).
 */
export function ProgrammePrePaint({ rootId }: { rootId: string }) {
  const options: PrePaintOptions = {
    root: rootId,
    storageKey: MIN_FESTIVAL_KEY,
    keys: FILTER_KEYS,
    minFestivalView: MIN_FESTIVAL_VIEW,
    stageView: STAGE_VIEW,
    narrow: NARROW_SCREEN,
    soonMinutes: SOON_MINUTES,
  };
  // `<` escaped so no value can close the script element.
  const args = JSON.stringify(options).replace(/</g, '\\u003c');
  return (
    <script
      // React warns about script elements it renders on the client; this one is server-only.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `(${prePaintProgramme.toString()})(${args})` }}
    />
  );
}
