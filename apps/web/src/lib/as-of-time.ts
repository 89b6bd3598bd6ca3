import { currentIntl } from './i18n/app-intl.ts';

/**
 * When shown data was fetched, the way of the app's language and region: the time alone
 * today ('14:05', or '2:05 PM'), with the date before today ('27 Nov, 9:41'). `locale` is
 * for tests: the app passes none, so the language it speaks applies.
 */
export function asOfTime(at: number, now: number = Date.now(), locale?: string): string {
  const when = new Date(at);
  const today = new Date(now);
  const sameDay = when.toDateString() === today.toDateString();
  const options: Intl.DateTimeFormatOptions = {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...(sameDay || when.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  };
  return locale
    ? new Intl.DateTimeFormat(locale, options).format(when)
    : currentIntl().formatDate(when, options);
}
