import { ACCOUNT_LOCALES } from '@elevate/shared/schemas/locale';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGUES, mailLanguage, type MailKey } from './mail-language.ts';
import { en } from './messages/en.ts';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

// The parser's element types (@formatjs/icu-messageformat-parser TYPE): a literal is 0; a
// pound (#) has no value; every other element names an argument, a select or plural with its
// options, a tag with its children.
const LITERAL = 0;

/** The arguments a message takes, with the options of its selects and plurals. */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (Number(element.type) === LITERAL || !('value' in element)) continue;
    into.add(element.value);
    if ('options' in element) {
      into.add(`${element.value}: ${Object.keys(element.options).sort().join(' ')}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

const argumentsIn = (message: string) =>
  [...argumentsOf(new IntlMessageFormat(message, 'en').getAst())].sort();

const keys = Object.keys(en) as MailKey[];

/** A value for every argument any message takes. */
const sample = {
  name: 'Ada',
  link: 'https://elevate.example/x',
  browser: 'Firefox',
  os: 'Linux',
  device: 'Firefox on Linux',
  when: 'now',
  passkeyName: 'Laptop',
  tokenName: 'Script',
  scope: 'read',
  url: 'https://hooks.example/in',
  newEmail: 'new@example.com',
  inviterName: 'Ada',
  ledgerName: 'Home',
  role: 'editor',
  days: 7,
  previousOwner: 'Ada',
  week: 'Mon 16 Nov – Sun 22 Nov 2026',
  amount: '$1.00',
  spent: '$1.00',
  budgeted: '$2.00',
  left: '$1.00',
  over: '$1.00',
  saved: '$1.00',
  target: '$2.00',
  percent: '50',
  description: 'Rent',
  day: 'Mon, Nov 23',
  type: 'expense',
};

describe('e-mail catalogues', () => {
  it.each(ACCOUNT_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the English keys, each with the same arguments and options',
    (locale) => {
      const catalogue = MAIL_CATALOGUES[locale];
      expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(catalogue[key].trim(), `${locale} ${key}`).not.toBe('');
        expect(argumentsIn(catalogue[key]), `${locale} ${key}`).toEqual(argumentsIn(en[key]));
      }
    },
  );

  it.each(ACCOUNT_LOCALES)('%s writes every message without a missing value', (locale) => {
    const { t } = mailLanguage(locale);
    for (const key of keys) {
      const text = t(key, sample);
      expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it('speaks English for an account without a language, or with one it does not know', () => {
    expect(mailLanguage(null).t('verification.subject')).toBe('Verify your Elevate email address');
    expect(mailLanguage('it').locale).toBe('en');
  });

  it('writes amounts and dates the reader’s way, English as the mails always did', () => {
    const english = mailLanguage('en');
    expect(english.money(123450)).toBe('$1,234.50');
    expect(english.day('2026-11-23')).toBe('Mon, Nov 23');
    const german = mailLanguage('de');
    expect(german.money(123450)).toBe('1.234,50\u00a0$');
    expect(german.day('2026-11-23')).toBe('Mo., 23. Nov.');
    expect(mailLanguage('fr').t('invitation.expiry', { days: 1 })).toContain('1 jour ');
  });
});
