import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type AppLocale } from './locales.ts';

export type Language = {
  /** The language the app speaks now. */
  locale: AppLocale;
  /** The language chosen ('de'), or null to follow the browser. */
  preference: string | null;
  /** Switch language on this device; the Settings page also stores it on the account. */
  choose: (preference: string | null) => void;
};

export const LanguageContext = createContext<Language>({
  locale: DEFAULT_LOCALE,
  preference: null,
  choose: () => undefined,
});

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
