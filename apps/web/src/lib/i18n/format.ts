import { formatSignedAmount, fromCents, toCents, type CategoryType } from '@elevate/shared';
import { currentIntl } from './app-intl.ts';

/**
 * Numbers, money and dates in the reader's language and region ('1.234,56 $'
 * in German, '$1,234.56' in American English). Budget dates are read in UTC
 * so a stored date never shifts a day. These read the language the app speaks
 * now; the i18n provider renders the tree again when it changes.
 */
export function formatMoney(amount: number): string {
  return currentIntl().formatNumber(fromCents(toCents(amount)), {
    style: 'currency',
    currency: 'USD',
  });
}

export function formatSignedMoney(amount: number, type: CategoryType): string {
  return formatSignedAmount(amount, type, formatMoney);
}

export function formatCount(value: number): string {
  return currentIntl().formatNumber(value);
}

/** 'April 2026', 'April 2026' (de), 'avril 2026' (fr) */
export function formatMonthYear(value: Date | string | number): string {
  return currentIntl().formatDate(value, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'Mar 25, 2026', '25. März 2026', '25 mars 2026' */
export function formatShortDate(value: Date | string | number): string {
  return currentIntl().formatDate(value, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '03/25/2026', '25.03.2026', '25/03/2026' */
export function formatNumericDate(value: Date | string | number): string {
  return currentIntl().formatDate(value, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The decimal separator of the reader's language, for amount inputs. */
export function decimalSeparator(): string {
  const parts = currentIntl().formatters.getNumberFormat(currentIntl().locale).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * An amount as typed in the reader's language to the '1234.56' the forms
 * validate: '1.234,56' in German and '1 234,56' in French mean 1234.56.
 * Group separators count only in groups of three ('1,5' in English is not
 * 15); anything else is returned as typed, for the form's validation to read
 * or refuse, never silently read as another amount.
 */
export function normalizeAmountInput(text: string): string {
  const decimal = decimalSeparator();
  const group = decimal === ',' ? '.' : ',';
  const typed = text.trim();
  // French groups with a (narrow) no-break space; any space is read as a group there.
  const spaced = typed.replace(SPACES, group);
  const parts = spaced.split(decimal);
  if (parts.length > 2) return text;
  const [whole = '', fraction] = parts;
  const grouped = whole.includes(group);
  if (grouped && !/^-?\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return text;
  const digits = grouped ? whole.split(group).join('') : whole;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/**
 * An amount kept as '1234.56' shown in an input the reader's way ('1234,56'),
 * so a typed decimal comma stays a comma on screen while the form keeps the
 * plain decimal normalizeAmountInput made of it.
 */
export function displayAmountInput(plain: string): string {
  const decimal = decimalSeparator();
  return decimal === '.' ? plain : plain.replace('.', decimal);
}
