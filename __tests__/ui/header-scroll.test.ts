/** @jest-environment jsdom */
import {
  INITIAL_HEADER_STATE,
  nextHeaderState,
  type HeaderScrollState,
} from '@/components/layout/header-client';

function scrollThrough(
  positions: number[],
  start: HeaderScrollState = INITIAL_HEADER_STATE,
): HeaderScrollState {
  return positions.reduce(nextHeaderState, start);
}

describe('header scroll behaviour', () => {
  it('gets the scrolled style only after 200 px', () => {
    expect(scrollThrough([200]).scrolled).toBe(false);
    expect(scrollThrough([201]).scrolled).toBe(true);
  });

  it('never hides within the first 500 px', () => {
    expect(scrollThrough([100, 300, 500]).hidden).toBe(false);
  });

  it('hides on scroll down beyond 500 px and shows again on scroll up', () => {
    const down = scrollThrough([300, 600, 900]);
    expect(down.hidden).toBe(true);
    expect(nextHeaderState(down, 800).hidden).toBe(false);
  });

  it('shows again when back near the top, whatever the direction', () => {
    expect(scrollThrough([600, 900, 400]).hidden).toBe(false);
  });

  it('ignores jitter of a few pixels', () => {
    const down = scrollThrough([600, 900]);
    expect(nextHeaderState(down, 898).hidden).toBe(true);
  });
});
