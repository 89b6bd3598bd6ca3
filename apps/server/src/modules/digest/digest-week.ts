import { toDay } from '@elevate/shared';
import type { MailLanguage } from '../../mail/mail-language.ts';

/**
 * The weekly digest's calendar (decision 0058), in UTC as every date of the app: a week
 * starts on Monday, and its digest may go out from 06:00 that Monday until the week ends
 * (a server that was down on Monday sends it when it is back).
 */
const DAY_MS = 86_400_000;
export const DIGEST_HOUR_UTC = 6;

const day = (time: number) => toDay(new Date(time));

export interface DigestWeek {
  /** This week's Monday, 'YYYY-MM-DD': the week a digest sent now belongs to. */
  monday: string;
  /** Last week, Monday to Sunday, as the instants [from, to). */
  from: Date;
  to: Date;
  /** Whether digests may go out yet (from 06:00 on Monday). */
  open: boolean;
}

export function digestWeek(now: Date): DigestWeek {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: 0 is Sunday.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = midnight - sinceMonday * DAY_MS;
  return {
    monday: day(monday),
    from: new Date(monday - 7 * DAY_MS),
    to: new Date(monday),
    open: now.getTime() >= monday + DIGEST_HOUR_UTC * 3_600_000,
  };
}

/** 'Mon 16 Nov – Sun 22 Nov 2026' for last week, its days written in the reader's language. */
export function weekLabel(week: DigestWeek, { weekDay }: Pick<MailLanguage, 'weekDay'>): string {
  const year = new Date(week.to.getTime() - DAY_MS).getUTCFullYear();
  return `${weekDay(week.from.getTime())} – ${weekDay(week.to.getTime() - DAY_MS)} ${year}`;
}

/**
 * Stored as already sent when a user opts in: the first digest is the next one due from
 * a Monday's 06:00, not one at once about a week they did not ask about.
 */
export function weekDoneAtOptIn(now: Date): string {
  const week = digestWeek(now);
  return week.open ? week.monday : day(week.from.getTime());
}
