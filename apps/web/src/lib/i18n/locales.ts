/** The languages Elevate speaks; English is the source every other catalogue translates. */
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

/** Each language named in itself, as a language picker shows it. */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language among the browser's preferences ('de-AT' speaks
 * 'de'), English when none is. The full tag is kept for formats: 'en-GB' writes
 * 25/03/2026 where 'en-US' writes 3/25/2026.
 */
export function matchLocale(preferences: readonly string[]): { locale: AppLocale; region: string } {
  for (const tag of preferences) {
    const language = tag.toLowerCase().split('-')[0];
    if (isAppLocale(language)) return { locale: language, region: tag };
  }
  return { locale: DEFAULT_LOCALE, region: 'en-US' };
}
