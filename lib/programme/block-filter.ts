import type { ProgrammeBlock, ProgrammeEvent } from '../sanity/types';

type Presets = Pick<ProgrammeBlock, 'venue' | 'category'>;

/**
 * Whether a programme block lists an event: its optional presets (one venue, one category)
 * limit the programme; a block without presets lists every event.
 */
export function programmeBlockCovers(block: Presets, event: ProgrammeEvent): boolean {
  if (block.venue?._id && event.venue?._id !== block.venue._id) return false;
  if (block.category && !event.categories?.includes(block.category)) return false;
  return true;
}

export function eventsCoveredBy(block: Presets, events: readonly ProgrammeEvent[]) {
  return events.filter((event) => programmeBlockCovers(block, event));
}
