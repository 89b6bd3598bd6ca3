import { createIntl, createIntlCache, ReactIntlErrorCode, type IntlShape } from 'react-intl';
import { englishMessages, type Messages } from './catalogues.ts';
import { DEFAULT_LOCALE, type AppLocale } from './locales.ts';

const cache = createIntlCache();

export type AppIntl = IntlShape & { appLocale: AppLocale };

/**
 * The formatter of one language: messages (ICU, with plurals) and Intl formats
 * of `region`, the browser's full tag when it speaks that language ('en-GB').
 */
export function createAppIntl(locale: AppLocale, messages: Messages, region?: string): AppIntl {
  const tag = region?.toLowerCase().startsWith(locale) ? region : locale;
  const intl = createIntl(
    {
      locale: tag,
      defaultLocale: DEFAULT_LOCALE,
      messages,
      onError: (error) => {
        // A missing key is caught by the catalogue tests (English stands in meanwhile); a
        // broken message is reported, which fails any test that meets it, but never stops
        // the page for the reader.
        if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
      },
    },
    cache,
  );
  return Object.assign(intl, { appLocale: locale });
}

let current: AppIntl = createAppIntl(DEFAULT_LOCALE, englishMessages, 'en-US');

/** The language the app speaks now, for code outside React (notifications, formats). */
export function currentIntl(): AppIntl {
  return current;
}

export function setCurrentIntl(intl: AppIntl): void {
  current = intl;
}
