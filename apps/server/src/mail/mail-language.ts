import { formatUSD, fromCents } from '@elevate/shared';
import { isAccountLocale, type AccountLocale } from '@elevate/shared/schemas/locale';
import { IntlMessageFormat } from 'intl-messageformat';
import { de } from './messages/de.ts';
import { en, type MailCatalogue, type MailKey } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';

export type { MailKey } from './messages/en.ts';
export type MailValues = Record<string, string | number>;

/** Every e-mail's texts in every language Elevate speaks (decision 0064). */
export const MAIL_CATALOGUES: Record<AccountLocale, MailCatalogue> = { en, de, fr, es };

/** Formats of the other languages; English keeps the formats its mails always had. */
const REGION: Record<Exclude<AccountLocale, 'en'>, string> = {
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

/** The language of one e-mail: its texts, and its amounts and dates written the reader's way. */
export interface MailLanguage {
  locale: AccountLocale;
  t: (key: MailKey, values?: MailValues) => string;
  /** US dollars: '$1,234.50' in English, '1.234,50 $' in German. */
  money: (cents: number) => string;
  /** A 'YYYY-MM-DD' day with its weekday: 'Mon, Nov 23' in English. */
  day: (day: string) => string;
  /** A day of the digest's week label: 'Mon 16 Nov' in English. */
  weekDay: (time: number) => string;
  /** The moment something happened, in UTC. */
  instant: (date: Date) => string;
}

const compiled = new Map<string, IntlMessageFormat>();

function message(locale: AccountLocale, key: MailKey): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(MAIL_CATALOGUES[locale][key], locale);
    compiled.set(id, format);
  }
  return format;
}

const dayOptions = { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const weekDayOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
} as const;

function formatsOf(locale: AccountLocale) {
  if (locale === 'en') {
    return {
      money: (cents: number) => formatUSD(fromCents(cents)),
      day: (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', dayOptions),
      weekDay: (time: number) => new Date(time).toLocaleDateString('en-GB', weekDayOptions),
      instant: (date: Date) => date.toUTCString(),
    };
  }
  const region = REGION[locale];
  const money = new Intl.NumberFormat(region, { style: 'currency', currency: 'USD' });
  const instant = new Intl.DateTimeFormat(region, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return {
    money: (cents: number) => money.format(fromCents(cents)),
    day: (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(region, dayOptions),
    weekDay: (time: number) => new Date(time).toLocaleDateString(region, weekDayOptions),
    instant: (date: Date) => `${instant.format(date)} UTC`,
  };
}

/** The recipient's language (users.locale); English when they have none. */
export function mailLanguage(locale: string | null | undefined): MailLanguage {
  const chosen: AccountLocale = isAccountLocale(locale) ? locale : 'en';
  return {
    locale: chosen,
    t: (key, values) => String(message(chosen, key).format(values)),
    ...formatsOf(chosen),
  };
}
