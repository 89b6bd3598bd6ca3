import { describe, expect, it } from 'vitest';
import { createGoalBody, updateGoalBody } from './goals.ts';
import { createRecurringBody, occurrenceBody } from './recurring.ts';

const rule = (fields: Record<string, unknown>) => ({
  description: 'Rent',
  amount: 1200,
  type: 'expense',
  category: 'Rent',
  frequency: 'monthly',
  interval: 1,
  startDate: '2026-03-01',
  auto: true,
  ...fields,
});
const goal = (targetDate: unknown) => ({
  name: 'Trip',
  targetAmount: 100,
  targetDate,
  category: 'Trip fund',
});

describe('days of recurring rules and goals take the same forms as every other date', () => {
  it.each([
    ['a day', '2026-03-01'],
    ['the full form the transactions use', '2026-03-01T00:00:00.000Z'],
    ['a date-time without milliseconds', '2026-03-01T00:00:00Z'],
    ['a time later that UTC day', '2026-03-01T23:59:59.999Z'],
    ['an offset whose instant falls on that UTC day', '2026-03-02T01:00:00+02:00'],
    ['a date-time without an offset, read as UTC', '2026-03-01T12:00'],
  ])('%s means 2026-03-01', (_, value) => {
    const parsed = createRecurringBody.parse(rule({ startDate: value, endDate: value }));
    expect(parsed.startDate).toBe('2026-03-01');
    expect(parsed.endDate).toBe('2026-03-01');
    expect(createGoalBody.parse(goal(value)).targetDate).toBe('2026-03-01');
    expect(updateGoalBody.parse({ targetDate: value }).targetDate).toBe('2026-03-01');
    expect(occurrenceBody.parse({ date: value }).date).toBe('2026-03-01');
  });

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['a date-time on a day that does not exist', '2026-02-30T00:00:00.000Z'],
    ['hour 24', '2026-03-01T24:00:00.000Z'],
    ['before 1900 in either form', '1899-12-31T00:00:00.000Z'],
    ['a day before 1900', '1899-12-31'],
    ['after 2200', '2201-01-01T00:00:00.000Z'],
    ['an instant after 2200 once its offset is applied', '2200-12-31T23:00:00-05:00'],
    ['a month name', 'March 1, 2026'],
    ['an empty string', ''],
  ])('refuses %s alike in rules and goals', (_, value) => {
    expect(createRecurringBody.safeParse(rule({ startDate: value })).success).toBe(false);
    expect(createRecurringBody.safeParse(rule({ endDate: value })).success).toBe(false);
    expect(createGoalBody.safeParse(goal(value)).success).toBe(false);
  });

  it('accepts the edges of the range in both forms', () => {
    for (const value of [
      '1900-01-01',
      '1900-01-01T00:00:00.000Z',
      '2200-12-31',
      '2200-12-31T23:59:59.999Z',
    ]) {
      expect(createGoalBody.safeParse(goal(value)).success).toBe(true);
    }
  });

  it('compares an end date in either form with the start as days', () => {
    const before = createRecurringBody.safeParse(
      rule({ startDate: '2026-03-02', endDate: '2026-03-01T23:00:00.000Z' }),
    );
    expect(before.success).toBe(false);
    expect(before.error?.issues[0]?.path).toEqual(['endDate']);
    const same = rule({ startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-01' });
    expect(createRecurringBody.safeParse(same).success).toBe(true);
  });
});
