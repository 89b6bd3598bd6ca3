import { describe, expect, it } from 'vitest';
import { tagsToSend } from './transaction-form-values.ts';

describe('the tags a transaction form sends', () => {
  it('sends a new row its tags only when it has some', () => {
    expect(tagsToSend([])).toBeUndefined();
    expect(tagsToSend(['trip-2026', 'Food'])).toEqual(['trip-2026', 'Food']);
  });

  it('sends an edit its tags only when they changed: added, removed, respelt or reordered', () => {
    const before = ['trip-2026', 'Food'];
    expect(tagsToSend(['trip-2026', 'Food'], before)).toBeUndefined();
    expect(tagsToSend(['trip-2026', 'Food', 'Gift'], before)).toEqual([
      'trip-2026',
      'Food',
      'Gift',
    ]);
    expect(tagsToSend(['trip-2026'], before)).toEqual(['trip-2026']);
    expect(tagsToSend(['trip-2026', 'FOOD'], before)).toEqual(['trip-2026', 'FOOD']);
    expect(tagsToSend(['Food', 'trip-2026'], before)).toEqual(['Food', 'trip-2026']);
  });

  it('sends [] when an edit takes the last tag off, and nothing for an untagged row kept so', () => {
    expect(tagsToSend([], ['trip-2026'])).toEqual([]);
    expect(tagsToSend([], [])).toBeUndefined();
  });
});
