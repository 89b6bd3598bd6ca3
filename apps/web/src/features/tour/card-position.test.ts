import { describe, expect, it } from 'vitest';
import { placeCard } from './card-position.ts';

const viewport = { width: 1440, height: 900 };
const card = { width: 0, height: 240 };
const base = { card, viewport, preferredWidth: 480, centred: false, mobile: false };

describe('tour card placement', () => {
  it('centres the card for a centred step, 480 px wide', () => {
    expect(placeCard({ ...base, target: null, centred: true })).toEqual({
      top: 330,
      left: 480,
      width: 480,
    });
  });

  it('puts the card below a target when it fits there, aligned with its centre', () => {
    const target = { top: 80, left: 300, width: 800, height: 60 };
    expect(placeCard({ ...base, target })).toEqual({ top: 156, left: 460, width: 480 });
  });

  it('puts the card above a target near the bottom of the screen', () => {
    const target = { top: 700, left: 300, width: 400, height: 150 };
    expect(placeCard({ ...base, target }).top).toBe(700 - 16 - 240);
  });

  it('puts the card beside a target too tall for above or below', () => {
    const target = { top: 80, left: 280, width: 600, height: 800 };
    expect(placeCard({ ...base, target })).toEqual({ top: 80, left: 896, width: 480 });
  });

  it('keeps the last, 520 px card inside a narrow window', () => {
    const narrow = { width: 540, height: 800 };
    expect(placeCard({ ...base, viewport: narrow, target: null, preferredWidth: 520 }).width).toBe(
      508,
    );
  });

  it('docks the card full width at the bottom on mobile, at the top when the target is low', () => {
    const phone = { width: 375, height: 700 };
    const high = { top: 70, left: 8, width: 359, height: 120 };
    const low = { top: 500, left: 8, width: 359, height: 120 };
    expect(placeCard({ ...base, viewport: phone, mobile: true, target: high })).toEqual({
      top: 700 - 240 - 8,
      left: 8,
      width: 359,
    });
    expect(placeCard({ ...base, viewport: phone, mobile: true, target: low }).top).toBe(8);
  });
});
