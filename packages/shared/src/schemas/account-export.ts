import { z } from 'zod';
import { categoryUniquenessKey } from '../category.ts';
import { MAX_BUDGETS_PER_USER, MAX_CATEGORIES_PER_BUDGET, MAX_SORT_ORDER } from './budgets.ts';
import { categoryName, categoryType } from './budgets.ts';
import { DATE_RANGE_MESSAGE, MAX_ABS_MONEY, MAX_DATE_YEAR, MIN_DATE_YEAR } from './common.ts';
import {
  exportCarryOvers,
  exportGoals,
  exportImportRules,
  exportRecurringRules,
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

const MAX_CENTS = MAX_ABS_MONEY * 100;
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(-MAX_CENTS, `${label} is out of range`)
    .max(MAX_CENTS, `${label} is out of range`);

const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};

/** No rolling over: Date would read 2026-02-30 as March 2nd. */
function isRealInstant(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
}

/**
 * A UTC instant as the export prints it, to the microsecond the database keeps
 * (a JavaScript Date would round it to the millisecond), in the API's years.
 */
const instant = (label: string) =>
  z
    .string({ error: `${label} must be an ISO date-time string` })
    .regex(INSTANT, `${label} must look like 2026-01-31T12:00:00.000000Z`)
    .refine(isRealInstant, `${label} is not a real date`)
    .refine(inYears, DATE_RANGE_MESSAGE);

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

export const exportTransaction = z.strictObject({
  date: instant('Date'),
  description: z.string().trim().min(1, 'Description is required').max(200),
  type: categoryType,
  category: categoryName,
  amountCents: cents('Amount').refine((value) => value !== 0, 'Amount must not be 0'),
  notes: z.string().max(1000).nullable(),
  createdAt: instant('Created at'),
});

/** What POST /api/account/restore reads; unknown top-level keys are ignored. */
export const accountExport = z.object({
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
});
export type AccountExport = z.output<typeof accountExport>;
export type AccountExportInput = z.input<typeof accountExport>;

export const restoreResponse = z.object({
  message: z.string(),
  budgets: z.number().int(),
  transactions: z.number().int(),
});
