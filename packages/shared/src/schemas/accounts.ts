import { z } from 'zod';
import { categoryName } from './budgets.ts';
import { calendarDay, isoDate, moneyField, objectId, requiredString } from './common.ts';
import { transactionResponse } from './transactions.ts';

/** The kinds of account; credit cards and loans are liabilities (a balance owed is negative). */
export const ACCOUNT_TYPES = [
  'checking',
  'savings',
  'credit_card',
  'cash',
  'loan',
  'investment',
  'other',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const LIABILITY_TYPES: readonly AccountType[] = ['credit_card', 'loan'];

/** A ledger holds at most this many accounts, open and closed together. */
export const MAX_ACCOUNTS_PER_LEDGER = 200;
/** The account every ledger starts with; a request without accountId writes to the default. */
export const FIRST_ACCOUNT_NAME = 'Main account';

export const accountType = z.enum(ACCOUNT_TYPES, {
  error: `Type must be one of ${ACCOUNT_TYPES.join(', ')}`,
});

const accountName = requiredString('Name')
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

const accountFields = {
  name: accountName,
  type: accountType,
  onBudget: z.boolean({ error: 'onBudget must be true or false' }),
  openingBalance: moneyField('Opening balance').optional(),
  openingDate: calendarDay('Opening date').nullable().optional(),
};

/** POST /api/accounts */
export const createAccountBody = z.strictObject(accountFields);
export type CreateAccountBody = z.input<typeof createAccountBody>;

/**
 * PUT /api/accounts/{id}: any of the fields; closed hides the account from the
 * pickers (its transactions and balance stay); isDefault: true makes it the
 * account a transaction without accountId goes to.
 */
export const updateAccountBody = z.strictObject({
  ...z.object(accountFields).partial().shape,
  closed: z.boolean({ error: 'closed must be true or false' }).optional(),
  isDefault: z.literal(true, { error: 'isDefault can only be set to true' }).optional(),
});
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

/** Balances in dollars; a liability's balance owed is negative. */
export const accountResponse = z.object({
  _id: z.string(),
  name: z.string(),
  type: accountType,
  onBudget: z.boolean(),
  balance: z.number(),
  clearedBalance: z.number(),
  reconciledBalance: z.number(),
  reconciledAt: z.string().nullable(),
  closed: z.boolean(),
  openingBalance: z.number(),
  openingDate: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountResponse>;

export const accountListResponse = z.object({ accounts: z.array(accountResponse) });
export type AccountListResponse = z.infer<typeof accountListResponse>;

/** The category both rows of a transfer take when neither counts in the budget. */
export const TRANSFER_CATEGORY = 'Transfer';
export const SAME_ACCOUNT_MESSAGE = 'Pick two different accounts';

/**
 * POST /api/transfers: money moved from one account to another, as two linked
 * rows. Between two on-budget (or two tracking) accounts neither row touches
 * the budget; between an on-budget and a tracking account the on-budget row
 * counts, under `category` (and, for money leaving the budget, `type`:
 * expense unless savings is given).
 */
export const createTransferBody = z
  .strictObject({
    fromAccountId: objectId,
    toAccountId: objectId,
    amount: moneyField('Amount').refine((value) => value > 0, {
      message: 'Amount must be more than 0',
    }),
    date: isoDate,
    description: requiredString('Description')
      .trim()
      .min(1, 'Description is required')
      .max(200, 'Description must be at most 200 characters')
      .optional(),
    category: categoryName.optional(),
    type: z.enum(['expense', 'savings'], { error: 'Type must be expense or savings' }).optional(),
    notes: z
      .string({ error: 'Notes must be a string' })
      .max(1000, 'Notes must be at most 1000 characters')
      .nullable()
      .optional(),
  })
  .refine((body) => body.fromAccountId !== body.toAccountId, {
    path: ['toAccountId'],
    message: SAME_ACCOUNT_MESSAGE,
  });
export type CreateTransferBody = z.input<typeof createTransferBody>;

export const transferResponse = z.object({ from: transactionResponse, to: transactionResponse });
export type Transfer = z.infer<typeof transferResponse>;

/** The description and category of the transaction a reconcile books to make up a difference. */
export const ADJUSTMENT_TEXT = 'Reconciliation adjustment';

/**
 * POST /api/accounts/{id}/reconcile: the bank statement's date and ending
 * balance. When the cleared balance up to that date matches, every cleared
 * transaction up to it is locked as reconciled; otherwise 409 with the
 * difference, unless adjust is true (an adjustment transaction makes it up).
 */
export const reconcileBody = z.strictObject({
  statementDate: calendarDay('Statement date'),
  statementBalance: moneyField('Statement balance'),
  adjust: z.boolean({ error: 'adjust must be true or false' }).optional(),
});
export type ReconcileBody = z.input<typeof reconcileBody>;

export const reconcileResponse = z.object({ difference: z.number(), reconciled: z.number() });
/** The 409 of a reconcile whose statement differs: how much it is off (statement − cleared). */
export const reconcileDifference = z.object({ msg: z.string(), difference: z.number() });
export type ReconcileResult = z.infer<typeof reconcileResponse>;

/** One month's end in GET /api/reports/net-worth: liabilities are negative when owed. */
export const netWorthMonth = z.object({
  month: z.string(),
  assets: z.number(),
  liabilities: z.number(),
  netWorth: z.number(),
  accounts: z.array(z.object({ _id: z.string(), balance: z.number() })),
});
export const netWorthResponse = z.object({ months: z.array(netWorthMonth) });
export type NetWorth = z.infer<typeof netWorthResponse>;
