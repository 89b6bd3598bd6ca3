import { useEffect, useRef } from 'react';
import { useLanguage } from '../lib/i18n/language-context.ts';

/**
 * The signed-in account's language (GET /api/auth/user's `locale`, null for the browser's)
 * wins over this device's: each time the account's answer brings one other than the last,
 * the app switches to it and the device keeps it for its next visit. A choice made in
 * Settings reaches the answer first (entities/user/save-language.ts), so it is not undone
 * here; signing out leaves the device's language as it was.
 */
export function useAccountLanguage(locale: string | null | undefined) {
  const { preference, choose } = useLanguage();
  const followed = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    // undefined: the answer has not come yet (or predates the setting).
    if (locale === undefined || locale === followed.current) return;
    followed.current = locale;
    if (locale !== preference) choose(locale);
  }, [locale, preference, choose]);
}
