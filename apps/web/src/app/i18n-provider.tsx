import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../lib/i18n/app-intl.ts';
import { loadMessages, loadedMessages } from '../lib/i18n/catalogues.ts';
import { initialLocale, localeFor, type LocaleChoice } from '../lib/i18n/initial-locale.ts';
import { LanguageContext } from '../lib/i18n/language-context.ts';
import { IntlContext } from '../lib/i18n/use-t.ts';
import { getStoredLanguage, setStoredLanguage } from '../lib/storage.ts';

function intlFor(choice: LocaleChoice): AppIntl | null {
  const messages = loadedMessages(choice.locale);
  return messages ? createAppIntl(choice.locale, messages, choice.region) : null;
}

/**
 * The app's language: messages, formats and the page's `lang`. A new choice
 * keeps the current language on screen until its catalogue has loaded, then
 * renders the tree again in it.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<string | null>(getStoredLanguage);
  const [intl, setIntl] = useState<AppIntl>(
    () => intlFor(initialLocale()) ?? intlFor({ locale: 'en', region: 'en-US' })!,
  );
  setCurrentIntl(intl);

  useEffect(() => {
    const choice = localeFor(preference);
    let current = true;
    void loadMessages(choice.locale).then((messages) => {
      if (current) setIntl(createAppIntl(choice.locale, messages, choice.region));
    });
    return () => {
      current = false;
    };
  }, [preference]);

  useEffect(() => {
    document.documentElement.lang = intl.appLocale;
  }, [intl]);

  const language = useMemo(
    () => ({
      locale: intl.appLocale,
      preference,
      choose: (next: string | null) => {
        setStoredLanguage(next);
        setPreference(next);
      },
    }),
    [intl, preference],
  );

  return (
    <LanguageContext.Provider value={language}>
      <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
    </LanguageContext.Provider>
  );
}
