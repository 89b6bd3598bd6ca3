import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

const rows = { one: '# row', other: '# rows' };

describe('plural', () => {
  it('uses the singular for exactly one and the plural for zero and more', () => {
    expect(plural(1, rows)).toBe('1 row');
    expect(plural(0, rows)).toBe('0 rows');
    expect(plural(2, rows)).toBe('2 rows');
  });

  it('groups large numbers and treats fractions as plural', () => {
    expect(plural(1200, rows)).toBe('1,200 rows');
    expect(plural(1.5, { one: '# month', other: '# months' })).toBe('1.5 months');
  });

  it('puts the number wherever # stands, and allows texts without it', () => {
    expect(plural(3, { one: 'one code left', other: 'only # codes left' })).toBe(
      'only 3 codes left',
    );
    expect(plural(1, { one: 'one code left', other: 'only # codes left' })).toBe('one code left');
  });
});
