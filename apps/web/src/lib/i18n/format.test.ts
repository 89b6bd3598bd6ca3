import { afterEach, describe, expect, it } from 'vitest';
import { createAppIntl, setCurrentIntl } from './app-intl.ts';
import { englishMessages } from './catalogues.ts';
import { formatMoney, formatNumericDate, normalizeAmountInput } from './format.ts';
import type { AppLocale } from './locales.ts';

const speak = (locale: AppLocale, region: string) =>
  setCurrentIntl(createAppIntl(locale, englishMessages, region));

afterEach(() => speak('en', 'en-US'));

describe('formats in the reader language', () => {
  it('writes money and dates the local way', () => {
    speak('de', 'de-DE');
    expect(formatMoney(1234.56)).toBe('1.234,56\u00a0$');
    expect(formatNumericDate('2026-03-25T00:00:00.000Z')).toBe('25.03.2026');
    speak('en', 'en-GB');
    expect(formatNumericDate('2026-03-25T00:00:00.000Z')).toBe('25/03/2026');
    speak('en', 'en-US');
    expect(formatMoney(-3)).toBe('-$3.00');
  });

  it('reads amounts typed with the local separators', () => {
    speak('de', 'de-DE');
    expect(normalizeAmountInput('1.234,56')).toBe('1234.56');
    expect(normalizeAmountInput('12,5')).toBe('12.5');
    expect(normalizeAmountInput('-0,01')).toBe('-0.01');
    speak('fr', 'fr-FR');
    expect(normalizeAmountInput('1\u202f234,56')).toBe('1234.56');
    expect(normalizeAmountInput('1 234,5')).toBe('1234.5');
    speak('en', 'en-US');
    expect(normalizeAmountInput('1,234.56')).toBe('1234.56');
    expect(normalizeAmountInput('12.50')).toBe('12.50');
  });

  it('never reads a misplaced separator as another amount', () => {
    speak('en', 'en-US');
    expect(normalizeAmountInput('1,5')).toBe('1,5');
    expect(normalizeAmountInput('1.2.3')).toBe('1.2.3');
    speak('de', 'de-DE');
    expect(normalizeAmountInput('1,2,3')).toBe('1,2,3');
    expect(normalizeAmountInput('12.50')).toBe('12.50');
  });
});
