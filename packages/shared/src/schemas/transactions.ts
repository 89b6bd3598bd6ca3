import { z } from 'zod';
import { toCents } from '../money.ts';
import { categoryName, categoryType } from './budgets.ts';
import {
  isoDate,
  isoDateTimeString,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  nonZeroMoney,
  objectId,
  requiredString,
} from './common.ts';
import {
  checkCategoryOrParts,
  SPLIT_NEEDS_CATEGORY,
  SPLIT_WITH_CATEGORY,
  splitPartResponse,
  splitProblem,
  splitsBody,
} from './splits.ts';
import { hasControlCharacters, MAX_TAG_LENGTH, TAG_MESSAGES, tagList } from './tags.ts';

export const MAX_PAGE_SIZE = 250;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 250] as const;

export const transactionResponse = z.object({
  _id: z.string(),
  user: z.string(),
  date: isoDateTimeString,
  description: z.string(),
  amount: z.number(),
  type: categoryType,
  /** null when the transaction is split: each part has its category. */
  category: z.string().nullable(),
  notes: z.string().nullable().optional(),
  /** The account the money moved in (the ledger's default when the create named none). */
  accountId: z.string(),
  /** Ticked off against the bank: counts in the account's cleared balance. */
  cleared: z.boolean(),
  /** Locked by a reconciliation (read-only). */
  reconciled: z.boolean(),
  /** The other row of a transfer between two accounts, or null. */
  transferId: z.string().nullable(),
  /**
   * The row's tags in the ledger's spelling, [] when none. The server always sends
   * them; optional so a row made before tags (a stored draft, the tour's demo row) parses.
   */
  tags: z.array(z.string()).optional(),
  /**
   * The parts of a split transaction, [] when it is not split. The server always sends
   * them; optional so a row made before splits (a stored draft, the tour's demo row) parses.
   */
  splits: z.array(splitPartResponse).optional(),
  createdAt: isoDateTimeString,
});
export type Transaction = z.infer<typeof transactionResponse>;

const description = requiredString('Description')
  .trim()
  .min(1, 'Description is required')
  .max(200, 'Description must be at most 200 characters');

/** Notes are optional; null or '' both mean none. */
const notes = z
  .string({ error: 'Notes must be a string' })
  .max(1000, 'Notes must be at most 1000 characters')
  .nullable()
  .optional();

const transactionFields = {
  date: isoDate,
  description,
  amount: nonZeroMoney,
  type: categoryType,
  category: categoryName,
  notes,
  accountId: objectId.optional(),
  cleared: z.boolean({ error: 'cleared must be true or false' }).optional(),
  /** On an update the list replaces the row's tags ([] removes them all). */
  tags: tagList.optional(),
  /** Two or more parts adding up to the amount; [] (or none) when not split. */
  splits: splitsBody.optional(),
};

/**
 * POST /api/transactions. Negative amounts are refunds or savings withdrawals;
 * without accountId the transaction goes to the ledger's default account.
 */
export const createTransactionBody = z
  .strictObject({ ...transactionFields, category: categoryName.nullable().optional() })
  .superRefine((body, ctx) => {
    const parts = (body.splits ?? []).map((part) => ({
      ...part,
      amountCents: toCents(part.amount),
    }));
    checkCategoryOrParts({ ...body, amountCents: toCents(body.amount), parts }, ctx);
  });
export type CreateTransactionBody = z.input<typeof createTransactionBody>;

/**
 * PUT /api/transactions/{id}: the full transaction with its changes. _id,
 * user, createdAt, reconciled and transferId are read-only echoes (the server
 * checks _id and user); isDemo belongs to the tour's demo row and is never stored.
 * A reconciled transaction keeps its amount, date, account and clearing unless
 * confirm is true (409 otherwise).
 */
export const updateTransactionBody = z
  .strictObject({
    ...z.object(transactionFields).partial().shape,
    /** null (a split's echo) keeps the parts; a category with splits [] files it under one. */
    category: categoryName.nullable().optional(),
    _id: objectId.optional(),
    user: z.string().max(100).optional(),
    createdAt: isoDate.optional(),
    reconciled: z.boolean().optional(),
    transferId: objectId.nullable().optional(),
    isDemo: z.boolean().optional(),
    /** Needed to change the amount, date, account or clearing of a reconciled transaction. */
    confirm: z.boolean({ error: 'confirm must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    const parts = body.splits;
    if (parts && parts.length > 0 && body.category !== undefined && body.category !== null) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: SPLIT_WITH_CATEGORY });
    }
    if (parts && parts.length === 0 && (body.category === undefined || body.category === null)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: SPLIT_NEEDS_CATEGORY });
    }
    // The stored amount and type complete the check at the server when the body leaves them out.
    if (parts && parts.length > 1 && body.amount !== undefined && body.type !== undefined) {
      const problem = splitProblem(toCents(body.amount), body.type, parts);
      if (problem) ctx.addIssue({ code: 'custom', path: ['splits'], message: problem });
    }
  });
export type UpdateTransactionBody = z.input<typeof updateTransactionBody>;

// Query values arrive as strings; only plain digits count as a page number.
const positiveIntFromQuery = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1`));

// Kept as text: the bound is read to whole cents from its digits
// (amountBoundCents), so 4.259 means the same on the server and in the browser.
const decimalFromQuery = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,10}(\.\d{1,20})?$/, `${label} must be a number`);

/** A UTC month, 'YYYY-MM', in the years every API date must fall in. */
export const monthQuery = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Month must be YYYY-MM', abort: true })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
  }, `Month must be between ${MIN_DATE_YEAR}-01 and ${MAX_DATE_YEAR}-12`);

export const MONTH_WITH_DATES_MESSAGE = 'Send either month or startDate/endDate, not both';

const optionalText = z.string().trim().max(200).optional();

/**
 * GET /api/transactions. month=YYYY-MM is that whole budget month of the ledger
 * (what the web client asks for; the calendar month in UTC unless the ledger's
 * budget month starts later than the 1st); startDate/endDate are inclusive bounds for any other
 * range, and may not come with month (a 400 rather than a silent pick).
 * description and category are case-insensitive 'contains' (wildcards taken
 * literally); tag is one exact tag whatever its case (decision 0053);
 * minAmount/maxAmount are decimals compared as decimals;
 * getAllForFilters=true returns every match as page 1 of 1.
 */
export const transactionListQuery = z
  .object({
    page: positiveIntFromQuery('Page').default(1),
    limit: positiveIntFromQuery('Limit')
      .pipe(z.number().max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`))
      .default(DEFAULT_PAGE_SIZE),
    month: monthQuery
      .optional()
      .describe(
        "A whole budget month of the ledger, YYYY-MM: the UTC calendar month, or from the ledger's monthStartDay of the month before (with 25, 2026-04 is 25 March to 24 April). Send either month or startDate/endDate, not both (400).",
      ),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    description: optionalText,
    // A split row's part categories are kept apart by a control character (decision 0055).
    category: optionalText.refine(
      (value) => value === undefined || !hasControlCharacters(value),
      'Category must not contain control characters',
    ),
    type: categoryType.optional(),
    minAmount: decimalFromQuery('Minimum amount').optional(),
    maxAmount: decimalFromQuery('Maximum amount').optional(),
    accountId: z.uuid({ error: 'accountId must be an account id' }).optional(),
    tag: z
      .string()
      .trim()
      .max(MAX_TAG_LENGTH, TAG_MESSAGES.tooLong)
      .refine((tag) => !hasControlCharacters(tag), TAG_MESSAGES.control)
      .optional()
      .describe('The transactions carrying this tag, whatever its case'),
    getAllForFilters: z
      .enum(['true', 'false'], { error: 'getAllForFilters must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.month !== undefined && (query.startDate || query.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: MONTH_WITH_DATES_MESSAGE });
    }
  });
export type TransactionListQuery = z.input<typeof transactionListQuery>;
export type ParsedTransactionListQuery = z.output<typeof transactionListQuery>;

export const pagination = z.object({
  currentPage: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;

export const transactionListResponse = z.object({
  transactions: z.array(transactionResponse),
  pagination,
});
export type TransactionListResponse = z.infer<typeof transactionListResponse>;

/**
 * The filter form of the web client (docs/product/api-transactions.md): what the user typed, kept
 * as strings; '' means 'not set'. Dates are 'YYYY-MM-DD' and are sent as the
 * start and end of that UTC day.
 */
export interface TransactionFilters {
  startDate: string;
  endDate: string;
  description: string;
  category: string;
  type: '' | z.infer<typeof categoryType>;
  minAmount: string;
  maxAmount: string;
}

export const emptyTransactionFilters: TransactionFilters = {
  startDate: '',
  endDate: '',
  description: '',
  category: '',
  type: '',
  minAmount: '',
  maxAmount: '',
};
