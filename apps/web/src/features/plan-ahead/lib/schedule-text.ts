import { clampNote, type Schedule } from '@elevate/shared';
import type { Translate } from '../../../lib/i18n/use-t.ts';

const EVERY = {
  daily: 'plan-ahead.schedule.daily',
  weekly: 'plan-ahead.schedule.weekly',
  monthly: 'plan-ahead.schedule.monthly',
  yearly: 'plan-ahead.schedule.yearly',
} as const;

const dayOf = (date: string) => Number(date.slice(8, 10));

/** 'Every month on the last day', 'Every 2 weeks', 'Every year': the shared describeSchedule, in the reader's language. */
export function scheduleText(t: Translate, schedule: Schedule): string {
  const every = t(EVERY[schedule.frequency], { count: schedule.interval });
  if (schedule.frequency !== 'monthly') return every;
  if (schedule.lastDayOfMonth) return t('plan-ahead.schedule.lastDay', { every });
  return t('plan-ahead.schedule.onDay', { every, day: dayOf(schedule.startDate) });
}

/** The shared clampNote (a day some months or years lack), in the reader's language. */
export function clampText(t: Translate, schedule: Schedule): string | null {
  if (clampNote(schedule) === null) return null;
  return schedule.frequency === 'monthly'
    ? t('plan-ahead.schedule.clampMonth', { day: dayOf(schedule.startDate) })
    : t('plan-ahead.schedule.clampLeap');
}
