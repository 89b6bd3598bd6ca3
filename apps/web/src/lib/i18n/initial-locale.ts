import { getStoredLanguage } from '../storage.ts';
import { isAppLocale, matchLocale, type AppLocale } from './locales.ts';

export type LocaleChoice = { locale: AppLocale; region: string };

function browserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The language of a first render: the one chosen on this device (mirrored
 * from the account's setting), else the browser's. Formats keep the browser's
 * region when it speaks the chosen language (German chosen in 'de-AT').
 */
export function initialLocale(stored = getStoredLanguage()): LocaleChoice {
  const browser = matchLocale(browserPreferences());
  if (isAppLocale(stored)) {
    return stored === browser.locale ? browser : { locale: stored, region: stored };
  }
  return browser;
}

/** The choice for a language preference (null follows the browser). */
export function localeFor(preference: string | null): LocaleChoice {
  return initialLocale(preference);
}
