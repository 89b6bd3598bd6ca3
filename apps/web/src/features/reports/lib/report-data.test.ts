import { describe, expect, it } from 'vitest';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { compactUsd, everyNthTick } from './chart-axes.ts';
import { toCsv } from './csv.ts';
import { customRangeError, presetRange } from './range-presets.ts';
import {
  busiestCategory,
  categoryVsBudget,
  monthRows,
  spendingByCategory,
  trimLeadingEmpty,
} from './report-data.ts';

const month = (m: string, categories: ReportMonth['categories']): ReportMonth => {
  const total = (type: string) =>
    categories.filter((c) => c.type === type).reduce((s, c) => s + c.actual, 0);
  return {
    month: m,
    income: { actual: total('income'), budgeted: 0 },
    expense: { actual: total('expense'), budgeted: 0 },
    savings: { actual: total('savings'), budgeted: 0 },
    categories,
  };
};
const months = [
  month('2026-01', [
    { name: 'Salary', type: 'income', actual: 1000, budgeted: 0 },
    { name: 'food', type: 'expense', actual: 100.1, budgeted: 150 },
    { name: 'Fun', type: 'expense', actual: -20, budgeted: 0 },
    { name: 'Fund', type: 'savings', actual: 200, budgeted: 200 },
  ]),
  month('2026-02', [{ name: 'Food', type: 'expense', actual: 99.9, budgeted: 150 }]),
];

describe('report data', () => {
  it('sums spending per category ignoring case, without categories refunded below 0', () => {
    expect(spendingByCategory(months)).toEqual([{ name: 'Food', amount: 200, share: 100 }]);
  });

  it('gives net remaining and the savings rate per month (0 without income)', () => {
    expect(monthRows(months).map((r) => [r.label, r.net, r.savingsRate])).toEqual([
      ['Jan 2026', 919.9, 20],
      ['Feb 2026', -99.9, 0],
    ]);
  });

  it('gives a category actual and budget in every month', () => {
    expect(categoryVsBudget(months, 'FOOD').map((r) => [r.actual, r.budgeted])).toEqual([
      [100.1, 150],
      [99.9, 150],
    ]);
  });

  it('turns presets into month ranges and checks custom ones', () => {
    const now = new Date('2026-03-15T00:00:00Z');
    expect(presetRange('last-3', now)).toEqual({ from: '2026-01', to: '2026-03' });
    expect(presetRange('last-12', now)).toEqual({ from: '2025-04', to: '2026-03' });
    expect(presetRange('ytd', now)).toEqual({ from: '2026-01', to: '2026-03' });
    expect(presetRange('last-year', now)).toEqual({ from: '2025-01', to: '2025-12' });
    expect(customRangeError({ from: '2000-01', to: '2020-01' })).toBe(
      'A report covers at most 240 months',
    );
    expect(customRangeError({ from: '2020-01', to: '2020-01' })).toBeNull();
  });

  it('writes CSV with quotes where needed and defused formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, "y"', 1.5],
          ['=SUM(A1)', -2],
        ],
      ),
    ).toBe('a,b\r\n"x, ""y""",1.5\r\n\'=SUM(A1),-2\r\n');
  });

  it('leaves out the empty months before the first one with data, and only those', () => {
    const empty = (m: string) => month(m, []);
    const range = [empty('2025-11'), empty('2025-12'), ...months, empty('2026-03')];
    const { months: kept, trimmed } = trimLeadingEmpty(range);
    expect(trimmed).toBe(2);
    expect(kept.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    // A month with only a budget has data; an all-empty range stays whole.
    const budgetOnly = month('2025-12', [
      { name: 'Rent', type: 'expense', actual: 0, budgeted: 900 },
    ]);
    expect(trimLeadingEmpty([empty('2025-11'), budgetOnly]).trimmed).toBe(1);
    expect(trimLeadingEmpty([empty('2025-11'), empty('2025-12')])).toEqual({
      months: [empty('2025-11'), empty('2025-12')],
      trimmed: 0,
    });
  });

  it('opens the budget chart on the category with the most money moved', () => {
    // Food and Fund moved $200 each; Food's larger budget breaks the tie.
    expect(busiestCategory(months)).toBe('Food');
    const quiet = month('2026-03', [
      { name: 'Anime', type: 'expense', actual: 0, budgeted: 0 },
      { name: 'Rent', type: 'expense', actual: 0, budgeted: 900 },
      { name: 'Salary', type: 'income', actual: 5000, budgeted: 0 },
    ]);
    expect(busiestCategory([quiet])).toBe('Rent');
    expect(busiestCategory([month('2026-03', [])])).toBeNull();
  });

  it('labels money ticks compactly and keeps at most eight band labels', () => {
    expect([950, 20000, 1500000, -1200].map(compactUsd)).toEqual([
      '$950',
      '$20K',
      '$1.5M',
      '-$1.2K',
    ]);
    const shown = (count: number) =>
      Array.from({ length: count }, (_, i) => i).filter((i) => everyNthTick(count)(null, i));
    expect(shown(6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(shown(24)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(shown(240).length).toBeLessThanOrEqual(8);
  });
});
