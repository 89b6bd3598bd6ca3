import { addDays, toDay } from '@elevate/shared';
import type { AccessToken } from '@elevate/shared/schemas/access-tokens';

export type ExpiryChoice = '30d' | '90d' | '1y' | 'never' | 'custom';

export const expiryChoices: readonly { value: ExpiryChoice; label: string }[] = [
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '1y', label: '1 year' },
  { value: 'never', label: 'No expiry' },
  { value: 'custom', label: 'Choose a date' },
];

/**
 * The 'YYYY-MM-DD' the server is sent: the server counts expiry days in UTC, so the
 * offsets are added to today's UTC day. `custom` is the date field's value, as typed.
 */
export function expiryDay(choice: ExpiryChoice, custom: string, now = new Date()): string | null {
  const today = toDay(now);
  switch (choice) {
    case '30d':
      return addDays(today, 30);
    case '90d':
      return addDays(today, 90);
    case '1y': {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCFullYear(day.getUTCFullYear() + 1);
      return toDay(day);
    }
    case 'never':
      return null;
    case 'custom':
      return custom;
  }
}

const localDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const utcDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export const shortDate = (iso: string) => localDate.format(new Date(iso));

/**
 * The UTC day chosen when the token was made. The answer is the instant it stops working,
 * the end of that day: a millisecond before it is still that day, whether the end is
 * written as 23:59:59.999 or as the next midnight.
 */
export const expiryDate = (iso: string) => utcDate.format(new Date(Date.parse(iso) - 1));

export const isExpired = (token: AccessToken, now = Date.now()) =>
  token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
