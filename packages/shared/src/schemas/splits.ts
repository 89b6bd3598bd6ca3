import { z } from 'zod';
import { formatUSD, toCents } from '../money.ts';
import type { CategoryType } from '../category.ts';
import { categoryName, categoryType } from './budgets.ts';
import { nonZeroMoneyField } from './common.ts';
import { cents } from './export-fields.ts';

/**
 * A split transaction (decision 0055): one row of the bank statement, its amount shared
 * among two or more parts, each with its own category, amount and note. The parts are of
 * the transaction's type and add up to its amount to the cent. A rule's split makes at most
 * as many parts as a hand-made one.
 */
export const MAX_SPLIT_PARTS = 20;

export const SPLIT_TOO_SHORT = 'A split has at least 2 parts';
export const SPLIT_TOO_LONG = `A split has at most ${MAX_SPLIT_PARTS} parts`;
export const SPLIT_MIXED_TYPES =
  "Every part of a split is of the transaction's type: income and expense parts cannot be mixed";
export const SPLIT_WITH_CATEGORY =
  "A split transaction's categories are in its parts: send category null (or leave it out) with splits";
export const SPLIT_NEEDS_CATEGORY =
  'This transaction is split: send splits [] with a category to file it under one category';
export const SPLIT_TRANSFER = 'A transfer cannot be split';
export const splitSumMessage = (amountCents: number, partsCents: number) =>
  `The parts add up to ${formatUSD(partsCents / 100)}, not the amount ${formatUSD(amountCents / 100)}`;

/** A part as every transaction in a response carries it (splits is [] when not split). */
export const splitPartResponse = z.object({
  category: z.string(),
  type: categoryType,
  amount: z.number(),
  notes: z.string().nullable(),
});
export type SplitPart = z.infer<typeof splitPartResponse>;

/** A part as a create or an update sends it; type, when sent, must be the transaction's. */
export const splitPartBody = z.strictObject({
  category: categoryName,
  type: categoryType.optional(),
  amount: nonZeroMoneyField("A part's amount"),
  notes: z
    .string({ error: 'Notes must be a string' })
    .max(1000, 'Notes must be at most 1000 characters')
    .nullable()
    .optional(),
});
export type SplitPartBody = z.input<typeof splitPartBody>;

/** The parts of a create or an update: [] files the transaction under its one category. */
export const splitsBody = z
  .array(splitPartBody, { error: 'splits must be a list of parts' })
  .max(MAX_SPLIT_PARTS, SPLIT_TOO_LONG)
  .refine((parts) => parts.length !== 1, SPLIT_TOO_SHORT);

/**
 * Why these parts cannot split a transaction of this amount and type, or null when they
 * can: the one check of the schema, the server's door (with the stored amount and type of
 * an update) and the form.
 */
export function splitProblem(
  amountCents: number,
  type: CategoryType,
  parts: readonly { amount: number; type?: CategoryType | undefined }[],
): string | null {
  return partsProblem(
    amountCents,
    type,
    parts.map((part) => ({ type: part.type, amountCents: toCents(part.amount) })),
  );
}

/** splitProblem over parts already in cents (a file's, or a rule's converted ones). */
function partsProblem(
  amountCents: number,
  type: CategoryType,
  parts: readonly { amountCents: number; type?: CategoryType | undefined }[],
): string | null {
  if (parts.length === 0) return null;
  if (parts.length === 1) return SPLIT_TOO_SHORT;
  if (parts.some((part) => part.type !== undefined && part.type !== type)) {
    return SPLIT_MIXED_TYPES;
  }
  const partsCents = parts.reduce((sum, part) => sum + part.amountCents, 0);
  return partsCents === amountCents ? null : splitSumMessage(amountCents, partsCents);
}

/** A part as an export file keeps it (cents; the type is its transaction's or rule's). */
export const filePart = z.strictObject({
  category: categoryName,
  amountCents: cents('Amount').refine((value) => value !== 0, 'Amount must not be 0'),
  notes: z.string().max(1000).nullable(),
});
export type FilePart = z.infer<typeof filePart>;

export const fileParts = z
  .array(filePart)
  .max(MAX_SPLIT_PARTS, SPLIT_TOO_LONG)
  .refine((parts) => parts.length !== 1, SPLIT_TOO_SHORT)
  .nullable()
  .optional();

/**
 * The one-category-or-parts rule of a create, an update that sends both, or a file's row:
 * parts come with no category, no parts with one, and parts add up to the amount.
 */
export function checkCategoryOrParts(
  row: {
    category?: string | null | undefined;
    amountCents: number;
    type: CategoryType;
    parts: readonly { amountCents: number; type?: CategoryType | undefined }[];
  },
  ctx: z.RefinementCtx,
  partsPath = 'splits',
) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (row.parts.length === 0) {
    if (row.category === undefined || row.category === null)
      issue('category', 'Category name is required');
    return;
  }
  if (row.category !== undefined && row.category !== null) issue('category', SPLIT_WITH_CATEGORY);
  // One part is the parts' own schema's issue already (splitsBody, fileParts).
  const problem = row.parts.length > 1 && partsProblem(row.amountCents, row.type, row.parts);
  if (problem) issue(partsPath, problem);
}
