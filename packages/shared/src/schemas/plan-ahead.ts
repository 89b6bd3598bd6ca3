import { z } from 'zod';
import { categoryName, categoryType } from './budgets.ts';
import { isoDateTimeString } from './common.ts';

/** GET /api/budgets/suggestions?month=YYYY-MM */
export const suggestionsQuery = z.object({
  month: z
    .string({ error: (i) => (i.input === undefined ? 'Month is required' : 'Invalid month') })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM')
    .refine((v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2200, {
      message: 'Month must be between 1900 and 2200',
    }),
});

export const suggestionsResponse = z.object({
  categories: z.array(
    z.object({ name: z.string(), type: categoryType, suggested: z.number(), basis: z.string() }),
  ),
});
export type Suggestions = z.infer<typeof suggestionsResponse>;

/**
 * GET /api/budgets/{id}/carry-over: what this month carries in, beside the
 * budget's own totals. `rollover` is set when the budget was created with carryOver;
 * `sourceNow` is the earlier month's To Be Budgeted as it stands today.
 */
export const carryOverResponse = z.object({
  rollover: z
    .object({ from: isoDateTimeString, carried: z.number(), sourceNow: z.number() })
    .nullable(),
  categories: z.array(
    z.object({
      name: z.string(),
      type: categoryType,
      carryOver: z.boolean(),
      /** Last month's unspent amount (negative when overspent), 0 when carry-over is off. */
      carried: z.number(),
      /** budgeted + carried − actual */
      available: z.number(),
    }),
  ),
});
export type CarryOver = z.infer<typeof carryOverResponse>;

/** PUT /api/budgets/carry-over: turns 'Carry over' on or off for a category (all months). */
export const categoryCarryOverBody = z.strictObject({
  name: categoryName,
  type: z.enum(['expense', 'savings'], {
    error: 'Carry over applies to expense and savings categories',
  }),
  carryOver: z.boolean({ error: 'carryOver must be true or false' }),
});
export type CategoryCarryOverBody = z.input<typeof categoryCarryOverBody>;
