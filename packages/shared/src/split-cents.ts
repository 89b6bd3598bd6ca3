import { toCents } from './money.ts';

type SplitPartRule = { category: string; percent?: number; amount?: number; notes?: string };
export type SplitRule = { by: 'percent' | 'amount'; parts: readonly SplitPartRule[] };
export type SplitPart = { category: string; amountCents: number; notes: string | null };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Shares of `whole` cents by percent, exact to the cent: the leftover cents go to the largest remainders. */
function byPercent(parts: readonly SplitPartRule[], whole: number): number[] {
  // The epsilon keeps 33.33% of 9000 (2999.7 in floating point) from flooring a cent short of itself.
  const raw = parts.map((part) => (whole * (part.percent ?? 0)) / 100 + 1e-7);
  const cents = raw.map(Math.floor);
  let left = whole - sum(cents);
  const order = raw
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    cents[index] = (cents[index] ?? 0) + 1;
    left -= 1;
  }
  return cents;
}

/**
 * A split rule applied to a transaction of `totalCents`: each part's cents, signed as the
 * amount is (a refund's parts are refunds), adding up to it exactly. By amount, every part but
 * the last has its amount and the last takes the rest. Null when the rule cannot divide this
 * amount: fixed parts over it, or a part that would be 0.
 */
export function splitCents(split: SplitRule, totalCents: number): SplitPart[] | null {
  const sign = totalCents < 0 ? -1 : 1;
  const whole = Math.abs(totalCents);
  let cents: number[];
  if (split.by === 'percent') cents = byPercent(split.parts, whole);
  else {
    const fixed = split.parts.slice(0, -1).map((part) => toCents(part.amount ?? 0));
    const last = split.parts.at(-1)?.amount;
    cents = [...fixed, last === undefined ? whole - sum(fixed) : toCents(last)];
  }
  if (cents.some((value) => value <= 0) || sum(cents) !== whole) return null;
  return split.parts.map((part, index) => ({
    category: part.category,
    amountCents: sign * (cents[index] ?? 0),
    notes: part.notes ?? null,
  }));
}
