import { budgetMonthBounds } from '@elevate/shared';

/**
 * A budget month is stored as a `date`, its first day ('YYYY-MM-01'), and spoken
 * by the API as the first instant of that day in UTC ('YYYY-MM-01T00:00:00.000Z').
 * Neither is a MonthKey ('YYYY-MM', packages/shared/src/month-keys.ts); the names
 * here say "first day" so the two never meet by accident.
 */
export function firstDayOfMonth(month: Date): string {
  return month.toISOString().slice(0, 10);
}

/** 'YYYY-MM-01' → 'YYYY-MM-01T00:00:00.000Z'. */
export function firstDayToISO(firstDay: string): string {
  return `${firstDay}T00:00:00.000Z`;
}

/** A ledger as month-keyed reads need it: its id and the day its budget month starts on. */
export interface BudgetLedger {
  ledgerId: string;
  monthStartDay: number;
}

/** The request's ledger and start day (plugins/ledger-access.ts), for a month-keyed read. */
export const budgetLedger = (request: BudgetLedger): BudgetLedger => ({
  ledgerId: request.ledgerId,
  monthStartDay: request.monthStartDay,
});

/**
 * [start, end) in UTC of the budget month whose first day is `firstDay`, for a ledger
 * whose budget month starts on `startDay` (decision 0063): the date range of that
 * budget's transactions. With 25, '2026-04-01' runs from 25 March up to 25 April.
 */
export function monthBounds(firstDay: string, startDay: number): { start: Date; end: Date } {
  return budgetMonthBounds(firstDay.slice(0, 7), startDay);
}

/** Whether `value` is a stored budget month: a first day 'YYYY-MM-01' of a real month. */
export function isFirstDay(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])-01$/.test(value);
}
