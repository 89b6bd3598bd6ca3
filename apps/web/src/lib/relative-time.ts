import { currentIntl } from './i18n/app-intl.ts';
import { translate } from './i18n/use-t.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, so '3 hours ago' rather than '190 minutes ago'. */
const steps: { below: number; size: number; unit: Intl.RelativeTimeFormatUnit }[] = [
  { below: HOUR, size: MINUTE, unit: 'minute' },
  { below: DAY, size: HOUR, unit: 'hour' },
  { below: 7 * DAY, size: DAY, unit: 'day' },
  { below: 30 * DAY, size: 7 * DAY, unit: 'week' },
  { below: 365 * DAY, size: 30 * DAY, unit: 'month' },
];
const YEAR = { size: 365 * DAY, unit: 'year' } as const;

/**
 * How long ago `iso` was, in words of the app's language ('5 minutes ago', 'yesterday'); a
 * moment ago, or a clock ahead, is 'just now'.
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  if (elapsed < MINUTE) return translate('lib.relativeTime.justNow');
  const { size, unit } = steps.find(({ below }) => elapsed < below) ?? YEAR;
  return currentIntl().formatRelativeTime(-Math.floor(elapsed / size), unit, { numeric: 'auto' });
}

/** The exact moment in the device's time zone, the app's language's way ('Mar 5, 2026, 2:07 PM'). */
export function exactTime(iso: string): string {
  return currentIntl().formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}
