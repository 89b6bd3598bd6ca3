import { addDays, toDay } from '@elevate/shared';
import type { AccessToken } from '@elevate/shared/schemas/access-tokens';
import { currentIntl } from '../../lib/i18n/app-intl.ts';

export type ExpiryChoice = '30d' | '90d' | '1y' | 'never' | 'custom';

/** The expiry menu: each choice with the key of its label. */
export const expiryChoices: readonly { value: ExpiryChoice; labelKey: string }[] = [
  { value: '30d', labelKey: 'settings.accessTokens.expiry30Days' },
  { value: '90d', labelKey: 'settings.accessTokens.expiry90Days' },
  { value: '1y', labelKey: 'settings.accessTokens.expiry1Year' },
  { value: 'never', labelKey: 'settings.accessTokens.expiryNever' },
  { value: 'custom', labelKey: 'settings.accessTokens.expiryCustom' },
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

/** 'Mar 3, 2026' in the app's language, the day in the browser's zone. */
export const shortDate = (iso: string) => currentIntl().formatDate(iso, { dateStyle: 'medium' });

/**
 * The UTC day chosen when the token was made. The answer is the instant it stops working,
 * the end of that day: a millisecond before it is still that day, whether the end is
 * written as 23:59:59.999 or as the next midnight.
 */
export const expiryDate = (iso: string) =>
  currentIntl().formatDate(Date.parse(iso) - 1, { dateStyle: 'medium', timeZone: 'UTC' });

export const isExpired = (token: AccessToken, now = Date.now()) =>
  token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
