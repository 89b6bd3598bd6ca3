import type { MonthKey } from '@elevate/shared';

/** Query keys of GET /api/insights. */
export const insightKeys = {
  all: ['insights'] as const,
  /** The month's insights not dismissed (the dashboard panel and the Reports page). */
  month: (month: MonthKey) => ['insights', 'month', month] as const,
};
