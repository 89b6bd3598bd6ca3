import { z } from 'zod';
import { CATEGORY_TYPES, categoryUniquenessKey } from '../category.ts';
import { startOfMonthUTC } from '../month.ts';
import {
  isoDate,
  isoDateTimeString,
  money,
  moneyField,
  nonNegativeMoneyField,
  objectId,
  pageFromQuery,
} from './common.ts';

export const categoryType = z.enum(CATEGORY_TYPES, {
  error: 'Type must be income, expense or savings',
});

export const categoryName = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Category name is required' : 'Invalid category name',
  })
  .trim()
  .min(1, 'Category name is required')
  .max(100, 'Category name must be at most 100 characters');

/** Any date inside the month; parsed to the first instant of that month in UTC. */
export const monthInput = isoDate.transform(startOfMonthUTC);

export const MAX_CATEGORIES_PER_BUDGET = 500;
export const MAX_SORT_ORDER = 1_000_000;

const sortOrder = z
  .number({ error: 'Sort order must be a whole number' })
  .int('Sort order must be a whole number')
  .min(0, 'Sort order must be 0 or more')
  .max(MAX_SORT_ORDER, `Sort order must be at most ${MAX_SORT_ORDER}`);

/** A category as a client sends it: actualAmount is accepted but the server computes its own. */
export const budgetCategoryInput = z.strictObject({
  name: categoryName,
  type: categoryType,
  budgetedAmount: nonNegativeMoneyField('Budgeted amount'),
  actualAmount: moneyField('Actual amount').optional(),
  sortOrder: sortOrder.optional(),
});
export type BudgetCategoryInput = z.input<typeof budgetCategoryInput>;

/** Two categories of one type may not share a name, ignoring case. */
export const budgetCategoriesInput = z
  .array(budgetCategoryInput, { error: 'Categories must be a list' })
  .max(MAX_CATEGORIES_PER_BUDGET, `A budget holds at most ${MAX_CATEGORIES_PER_BUDGET} categories`)
  .superRefine((categories, ctx) => {
    const seen = new Set<string>();
    categories.forEach((category, index) => {
      const key = categoryUniquenessKey(category);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `Duplicate ${category.type} category '${category.name}'`,
        });
      }
      seen.add(key);
    });
  });

export const budgetCategoryResponse = z.object({
  name: z.string(),
  type: categoryType,
  budgetedAmount: z.number(),
  actualAmount: z.number(),
  sortOrder: z.number(),
});
export type BudgetCategoryResponse = z.infer<typeof budgetCategoryResponse>;

export const budgetResponse = z.object({
  _id: z.string(),
  month: isoDateTimeString,
  categories: z.array(budgetCategoryResponse),
  totalBudgeted: z.number(),
  totalActual: z.number(),
  toBeBudgetedRollover: z.number(),
  version: z.number(),
});
export type Budget = z.infer<typeof budgetResponse>;

export const budgetListResponse = z.array(budgetResponse);
export const budgetMonthsResponse = z.array(isoDateTimeString);

/** Budgets one account may hold: a century of months (decision 0016). */
export const MAX_BUDGETS_PER_USER = 1200;

/**
 * Budgets per answer of GET /api/budgets: ten years of months, so a normal
 * account gets its whole list in one answer, and no answer grows with
 * everything an account holds (decision 0016).
 */
export const BUDGET_PAGE_SIZE = 120;

/**
 * GET /api/budgets: newest month first, `limit` (at most 120, the default)
 * per page. Extra query keys are dropped, not refused (cache busters).
 */
export const budgetListQuery = z.object({
  month: monthInput.optional(),
  page: pageFromQuery('Page', MAX_BUDGETS_PER_USER).default(1),
  limit: pageFromQuery('Limit', BUDGET_PAGE_SIZE).default(BUDGET_PAGE_SIZE),
});
export type BudgetListQuery = z.input<typeof budgetListQuery>;

/** POST /api/budgets. totalBudgeted and totalActual are accepted and ignored: the server computes them. */
export const createBudgetBody = z.strictObject({
  month: monthInput,
  categories: budgetCategoriesInput,
  totalBudgeted: money.optional(),
  totalActual: money.optional(),
  toBeBudgetedRollover: moneyField('Rollover').optional(),
  /** Carry the most recent earlier budget's To Be Budgeted in as toBeBudgetedRollover (plan ahead, docs/product/plan.md). */
  carryOver: z.boolean({ error: 'carryOver must be true or false' }).optional(),
});
export type CreateBudgetBody = z.input<typeof createBudgetBody>;

const version = z
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(0);

/**
 * PUT /api/budgets/{id}: categories and totalBudgeted, or month only, or the
 * whole budget as the client last received it. _id, createdAt and updatedAt
 * are read-only echoes (the server checks _id equals the path id); a stale
 * version is refused with 409.
 */
export const updateBudgetBody = z.strictObject({
  _id: objectId.optional(),
  month: monthInput.optional(),
  categories: budgetCategoriesInput.optional(),
  totalBudgeted: money.optional(),
  totalActual: money.optional(),
  toBeBudgetedRollover: moneyField('Rollover').optional(),
  version: version.optional(),
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
});
export type UpdateBudgetBody = z.input<typeof updateBudgetBody>;

/** A category of a budget, named by name plus type (DELETE /api/budgets/{id}/categories, body or query). */
export const categoryKey = z.strictObject({ name: categoryName, type: categoryType });
export type CategoryKey = z.input<typeof categoryKey>;

/**
 * PATCH /api/budgets/{id}/categories: rename, retype and/or set the budgeted
 * amount of one category; its transactions of that month move with it.
 */
export const categoryPatch = z.strictObject({
  name: categoryName,
  type: categoryType,
  newName: categoryName.optional(),
  newType: categoryType.optional(),
  budgetedAmount: nonNegativeMoneyField('Budgeted amount').optional(),
});
export type CategoryPatch = z.input<typeof categoryPatch>;
