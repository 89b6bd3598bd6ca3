import { z } from 'zod';

/** The languages Elevate speaks (the web app names them in apps/web/src/lib/i18n/locales.ts). */
export const ACCOUNT_LOCALES = ['en', 'de', 'fr', 'es'] as const;

/** A language kept with the account: its e-mails and, on every device, the app speak it. */
export const accountLocale = z.enum(ACCOUNT_LOCALES, {
  error: 'Language must be one of en, de, fr, es',
});
export type AccountLocale = z.infer<typeof accountLocale>;

export function isAccountLocale(value: unknown): value is AccountLocale {
  return typeof value === 'string' && (ACCOUNT_LOCALES as readonly string[]).includes(value);
}
