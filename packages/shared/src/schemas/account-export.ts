import { z } from 'zod';
import { categoryUniquenessKey } from '../category.ts';
import { createAccountBody } from './accounts.ts';
import { MAX_BUDGETS_PER_USER, MAX_CATEGORIES_PER_BUDGET, MAX_SORT_ORDER } from './budgets.ts';
import { categoryName, categoryType } from './budgets.ts';
import { DATE_RANGE_MESSAGE } from './common.ts';
import { checkTransactionLinks, exportAccounts } from './export-accounts.ts';
import { checkCategoryOrParts, fileParts, SPLIT_TRANSFER } from './splits.ts';
import { tagList } from './tags.ts';
import { cents, instant, inYears } from './export-fields.ts';
import {
  exportCarryOvers,
  exportGoals,
  exportImportMappings,
  exportImportRules,
  exportRecurringRules,
  exportRules,
} from './export-plan-ahead.ts';

/**
 * The account export (GET /api/account/export), format version 1. Documented field
 * by field in README ('Your data'). Money is integer cents, so a restore is exact.
 * A new section is a new optional key: files of version 1 stay readable.
 */
export const EXPORT_FORMAT = 'elevate-export';
export const EXPORT_VERSION = 1;
/** The largest file POST /api/account/restore takes (about 200,000 transactions). */
export const RESTORE_MAX_BYTES = 50 * 1024 * 1024;
/** Transactions one restore may bring: twice the 100,000 the export is built for. */
export const MAX_RESTORED_TRANSACTIONS = 200_000;

export const exportProfile = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: z.string(),
  isVerified: z.boolean(),
  hasPassword: z.boolean(),
  providerLinked: z.boolean(),
  createdAt: z.string(),
});

export const exportSettings = z.object({ hasCompletedOnboarding: z.boolean() });

export const exportCategory = z.strictObject({
  name: categoryName,
  type: categoryType,
  budgetedCents: cents('Budgeted amount').min(0, 'Budgeted amount must be 0 or more'),
  sortOrder: z.number().int().min(0).max(MAX_SORT_ORDER),
});

export const exportBudget = z.strictObject({
  /** YYYY-MM. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM')
    .refine((value) => inYears(value), DATE_RANGE_MESSAGE),
  toBeBudgetedRolloverCents: cents('Rollover'),
  /** In the order the budget lists them. */
  categories: z
    .array(exportCategory)
    .max(MAX_CATEGORIES_PER_BUDGET)
    .superRefine((categories, ctx) => {
      const seen = new Set<string>();
      categories.forEach((category, index) => {
        const key = categoryUniquenessKey(category);
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Duplicate category' });
        }
        seen.add(key);
      });
    }),
});

export const exportTransaction = z
  .strictObject({
    date: instant('Date'),
    description: z.string().trim().min(1, 'Description is required').max(200),
    type: categoryType,
    /** null for a split row, whose parts have the categories. */
    category: categoryName.nullable(),
    amountCents: cents('Amount').refine((value) => value !== 0, 'Amount must not be 0'),
    notes: z.string().max(1000).nullable(),
    /**
     * The name of the row's account, one of the file's `accounts`. Absent from files
     * made before accounts: such a row goes to the default account.
     */
    account: createAccountBody.shape.name.optional(),
    cleared: z.boolean({ error: 'cleared must be true or false' }).optional(),
    reconciled: z.boolean({ error: 'reconciled must be true or false' }).optional(),
    /** The key the two rows of a transfer share (unique to the pair in the file); null for any other row. */
    transfer: z.string().min(1).max(100).nullable().optional(),
    /** The row's tags, as the API takes them. Absent from files made before tags: none. */
    tags: tagList.optional(),
    /** A split row's parts, adding up to its amount. Absent from files made before splits: none. */
    parts: fileParts,
    createdAt: instant('Created at'),
  })
  .superRefine((row, ctx) => {
    const parts = row.parts ?? [];
    checkCategoryOrParts({ ...row, parts }, ctx, 'parts');
    if (parts.length > 0 && row.transfer != null) {
      ctx.addIssue({ code: 'custom', path: ['parts'], message: SPLIT_TRANSFER });
    }
  });

/** What POST /api/account/restore reads; unknown top-level keys are ignored. */
export const accountExport = z
  .object({
    format: z.literal(EXPORT_FORMAT, { error: 'This is not an Elevate export file' }),
    version: z.literal(EXPORT_VERSION, {
      error: `Only version ${EXPORT_VERSION} export files can be restored`,
    }),
    exportedAt: z.string(),
    profile: exportProfile,
    settings: exportSettings,
    budgets: z
      .array(exportBudget)
      .max(MAX_BUDGETS_PER_USER, `A ledger can hold at most ${MAX_BUDGETS_PER_USER} budgets`)
      .superRefine((budgets, ctx) => {
        const seen = new Set<string>();
        budgets.forEach((budget, index) => {
          if (seen.has(budget.month)) {
            ctx.addIssue({ code: 'custom', path: [index, 'month'], message: 'Duplicate month' });
          }
          seen.add(budget.month);
        });
      }),
    transactions: z
      .array(exportTransaction)
      .max(
        MAX_RESTORED_TRANSACTIONS,
        `A restore takes at most ${MAX_RESTORED_TRANSACTIONS} transactions`,
      ),
    // Sections added after version 1 first shipped: absent from older files, so optional.
    goals: exportGoals,
    carryOvers: exportCarryOvers,
    recurringRules: exportRecurringRules,
    importRules: exportImportRules,
    rules: exportRules,
    importMappings: exportImportMappings,
    /** Written before `transactions`, which name them. */
    accounts: exportAccounts,
  })
  .superRefine(checkTransactionLinks);
export type AccountExport = z.output<typeof accountExport>;
export type AccountExportInput = z.input<typeof accountExport>;

export const restoreResponse = z.object({
  message: z.string(),
  budgets: z.number().int(),
  transactions: z.number().int(),
});
