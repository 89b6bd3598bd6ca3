import type { CategoryType } from './category.ts';

/**
 * Money is integer cents below the API edge; dollars (JSON numbers with at
 * most 2 decimals) only on the wire and on screen.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  // Rounding absorbs binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  const cents = Math.round(dollars * 100);
  return cents === 0 ? 0 : cents;
}

export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents === 0 ? 0 : cents / 100;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An amount bound as typed ('4.259', '-0.005') to whole cents, read exactly
 * from its digits (no binary noise). amount >= min holds from the next whole
 * cent up and amount <= max up to the whole cent below, as comparing the
 * decimals themselves would: a max of 4.259 keeps 4.25 and drops 4.26, a min
 * of 0.005 starts at 0.01. The one rule of the server's SQL filter and the
 * browser's (decision 0019). null when the text is not a plain decimal or too
 * large for exact cents.
 */
export function amountBoundCents(text: string, edge: 'min' | 'max'): number | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents + 1)) return null;
  const between = /[1-9]/.test(fraction.slice(2));
  // Away from zero to the next cent: up for a positive min, down for a negative max.
  const away = between && (sign === '-') === (edge === 'max') ? 1 : 0;
  const bound = sign === '-' ? -(cents + away) : cents + away;
  return bound === 0 ? 0 : bound;
}

/** Sum of dollar amounts, added as cents so no binary noise creeps in. */
export function sumDollars(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50', '-$3.00' */
export function formatUSD(amount: number): string {
  return usd.format(fromCents(toCents(amount)));
}

/**
 * Expenses carry a minus sign and income a plus sign (a negative
 * amount, a refund, flips it); savings show the sign of the value only.
 * `format` writes the magnitude (the web passes its reader's language).
 */
export function formatSignedAmount(
  amount: number,
  type: CategoryType,
  format: (amount: number) => string = formatUSD,
): string {
  const magnitude = format(Math.abs(amount));
  if (type === 'savings') return amount < 0 ? `-${magnitude}` : magnitude;
  const outgoing = type === 'expense' ? amount >= 0 : amount < 0;
  return `${outgoing ? '-' : '+'}${magnitude}`;
}

/**
 * MUI palette key for an amount (usable as `sx={{ color }}`): expenses in
 * 'error.main', income in 'success.main', savings 'error.main' below 0 and
 * 'primary.main' otherwise (docs/product/dashboard.md).
 */
export type AmountColor = 'error.main' | 'success.main' | 'primary.main';

export function amountColor(amount: number, type: CategoryType): AmountColor {
  if (type === 'expense') return 'error.main';
  if (type === 'income') return 'success.main';
  return amount < 0 ? 'error.main' : 'primary.main';
}
