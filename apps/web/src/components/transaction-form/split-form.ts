import { toCents, type CategoryType } from '@elevate/shared';
import { splitProblem, type SplitPart, type SplitPartBody } from '@elevate/shared/schemas/splits';
import { formatMoney } from '../../lib/i18n/format.ts';
import { translate } from '../../lib/i18n/use-t.ts';

/** One part of a split as the form holds it: every field as typed. */
export type SplitFormPart = { category: string; amount: string; notes: string };

const emptyPart: SplitFormPart = { category: '', amount: '', notes: '' };

/**
 * The 'Split' button: the whole amount starts in a first part under the chosen category, and
 * a second, empty part waits for its share.
 */
export const startSplit = (category: string, amount: string): SplitFormPart[] => [
  { category, amount, notes: '' },
  { ...emptyPart },
];

export const withPartAdded = (parts: readonly SplitFormPart[]) => [...parts, { ...emptyPart }];

/** A stored split's parts as the form edits them. */
export const splitFormParts = (parts: readonly SplitPart[]): SplitFormPart[] =>
  parts.map((part) => ({
    category: part.category,
    amount: String(part.amount),
    notes: part.notes ?? '',
  }));

const typedCents = (amount: string): number | null => {
  const value = Number(amount);
  return amount.trim() === '' || !Number.isFinite(value) ? null : toCents(value);
};

/**
 * 'Left to assign: $X.XX' while the parts fall short of the amount, 'Over by $X.XX' past it,
 * in the app's language (called as the editor renders).
 */
export function leftToAssignText(amount: string, parts: readonly SplitFormPart[]): string {
  const total = typedCents(amount) ?? 0;
  const assigned = parts.reduce((sum, part) => sum + (typedCents(part.amount) ?? 0), 0);
  const left = total - assigned;
  // A refund's parts are negative too: 'over' is past the amount in its own direction.
  const over = total < 0 ? left > 0 : left < 0;
  const money = formatMoney(Math.abs(left) / 100);
  return over
    ? translate('components.split.overBy', { amount: money })
    : translate('components.split.leftToAssign', { amount: money });
}

/**
 * The server's own refusal of these parts for this amount (splitProblem), or null. Parts with
 * a blank or unreadable amount are left to the submit button, which stays disabled.
 */
export function splitFormProblem(
  amount: string,
  type: CategoryType,
  parts: readonly SplitFormPart[],
): string | null {
  const total = typedCents(amount);
  if (total === null || parts.some((part) => typedCents(part.amount) === null)) return null;
  return splitProblem(
    total,
    type,
    parts.map((part) => ({ amount: Number(part.amount) })),
  );
}

/** The parts a create or an update sends, or null while one is incomplete or they do not add up. */
export function splitsToSend(
  amount: string,
  type: CategoryType,
  parts: readonly SplitFormPart[],
  amountProblem: (amount: string) => string | null,
): SplitPartBody[] | null {
  const complete = parts.every(
    (part) =>
      part.category.trim() !== '' &&
      part.amount.trim() !== '' &&
      amountProblem(part.amount) === null,
  );
  if (!complete || splitFormProblem(amount, type, parts) !== null) return null;
  return parts.map((part) => ({
    category: part.category.trim(),
    amount: Number(part.amount),
    ...(part.notes.trim() ? { notes: part.notes.trim() } : {}),
  }));
}
