import { addDays, occurrencesBetween, toDay, type Schedule } from '@elevate/shared';
import type { RecurringRule } from '@elevate/shared/schemas/recurring';

export const UPCOMING_DAYS = 30;

export interface UpcomingItem {
  rule: RecurringRule;
  date: string;
}

/** The rules' dates from tomorrow (UTC) through the next 30 days, soonest first, from the shared schedule rules. */
export function upcomingOccurrences(
  rules: readonly RecurringRule[],
  today: string = toDay(new Date()),
): UpcomingItem[] {
  const from = addDays(today, 1);
  const to = addDays(today, UPCOMING_DAYS);
  const schedule = (rule: RecurringRule): Schedule => rule;
  return rules
    .flatMap((rule) =>
      occurrencesBetween(schedule(rule), from, to, 40).map((o) => ({ rule, date: o.date })),
    )
    .sort((a, b) =>
      a.date === b.date
        ? a.rule.description.localeCompare(b.rule.description)
        : a.date < b.date
          ? -1
          : 1,
    );
}
