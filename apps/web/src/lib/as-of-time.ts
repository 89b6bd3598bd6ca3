/**
 * When shown data was fetched, in the user's locale: the time alone today ('14:05', or
 * '2:05 PM'), with the date before today ('27 Nov, 9:41'). `locale` is for tests: the
 * app passes none, so the browser's own applies.
 */
export function asOfTime(at: number, now: number = Date.now(), locale?: string): string {
  const when = new Date(at);
  const today = new Date(now);
  const sameDay = when.toDateString() === today.toDateString();
  const format = new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...(sameDay || when.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  });
  return format.format(when);
}
