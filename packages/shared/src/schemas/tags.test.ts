import { describe, expect, it } from 'vitest';
import { MAX_TAGS, TAG_MESSAGES, tagList, tagName, tagProblem, uniqueTags } from './tags.ts';

describe('a list of tags', () => {
  it('is trimmed and keeps each tag once whatever its case, the first spelling in its place', () => {
    expect(uniqueTags([' Trip ', 'food', 'TRIP', 'Food', 'trip '])).toEqual(['Trip', 'food']);
    expect(tagList.parse(['  a ', 'A', 'b'])).toEqual(['a', 'b']);
    expect(tagList.parse([])).toEqual([]);
  });

  it('counts its limit once duplicates are collapsed', () => {
    const twenty = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(tagList.parse([...twenty, 'T0', ' t1'])).toEqual(twenty);
    const issues = tagList.safeParse([...twenty, 'one more']).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ path: [], message: TAG_MESSAGES.tooMany })]);
  });

  it('reports every problem on the list itself, not on one of its items', () => {
    for (const [value, message] of [
      [['ok', 3], TAG_MESSAGES.notText],
      [[' '], TAG_MESSAGES.empty],
      [['x'.repeat(41)], TAG_MESSAGES.tooLong],
      [['a\tb'], TAG_MESSAGES.control],
      ['a', TAG_MESSAGES.notList],
    ] as const) {
      const issues = tagList.safeParse(value).error?.issues;
      expect(issues).toEqual([expect.objectContaining({ path: [], message })]);
    }
  });

  it('counts characters as the database does: an emoji is one', () => {
    expect(tagProblem('💸'.repeat(40))).toBeNull();
    expect(tagProblem('💸'.repeat(41))).toBe(TAG_MESSAGES.tooLong);
    expect(tagName.parse(' 💸 ')).toBe('💸');
    expect(tagName.safeParse('').success).toBe(false);
  });
});
