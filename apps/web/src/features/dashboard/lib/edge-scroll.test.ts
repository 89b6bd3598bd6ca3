import { describe, expect, it } from 'vitest';
import { DRAG_SCROLL_MAX_STEP_PX, edgeScrollStep } from './edge-scroll.ts';

describe('drag edge scroll', () => {
  it('does not scroll outside the 150 px zones', () => {
    expect(edgeScrollStep(400, 0, 800)).toBe(0);
    expect(edgeScrollStep(150, 0, 800)).toBe(0);
    expect(edgeScrollStep(650, 0, 800)).toBe(0);
  });

  it('scrolls up near the top and down near the bottom, at most 15 px a tick', () => {
    expect(edgeScrollStep(0, 0, 800)).toBe(-DRAG_SCROLL_MAX_STEP_PX);
    expect(edgeScrollStep(800, 0, 800)).toBe(DRAG_SCROLL_MAX_STEP_PX);
    const slow = edgeScrollStep(140, 0, 800);
    expect(slow).toBeLessThan(0);
    expect(Math.abs(slow)).toBeLessThan(DRAG_SCROLL_MAX_STEP_PX);
    expect(edgeScrollStep(700, 0, 800)).toBeGreaterThan(0);
  });

  it('ignores a pointer outside the panel', () => {
    expect(edgeScrollStep(-5, 0, 800)).toBe(0);
    expect(edgeScrollStep(805, 0, 800)).toBe(0);
  });
});
