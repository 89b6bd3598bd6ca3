import { z } from 'zod';
import { categoryName } from './budgets.ts';
import { calendarDay, moneyField, requiredString } from './common.ts';

export const MAX_GOALS_PER_USER = 100;

const goalFields = {
  name: requiredString('Name')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  targetAmount: moneyField('Target amount').refine((v) => v > 0, {
    message: 'Target amount must be more than 0',
  }),
  targetDate: calendarDay('Target date').nullable().optional(),
  /** The savings category whose transactions fill the goal. */
  category: categoryName,
};

/** POST /api/goals */
export const createGoalBody = z.strictObject(goalFields);
export type CreateGoalBody = z.input<typeof createGoalBody>;

/** PUT /api/goals/{id}: any of the fields, and archived (set once a reached goal was celebrated). */
export const updateGoalBody = z.strictObject({
  ...z.object(goalFields).partial().shape,
  archived: z.boolean({ error: 'archived must be true or false' }).optional(),
});
export type UpdateGoalBody = z.input<typeof updateGoalBody>;

export const goalResponse = z.object({
  _id: z.string(),
  name: z.string(),
  targetAmount: z.number(),
  targetDate: z.string().nullable(),
  category: z.string(),
  saved: z.number(),
  remaining: z.number(),
  monthlyNeeded: z.number().nullable(),
  onTrack: z.boolean().nullable(),
  reached: z.boolean(),
  percent: z.number(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalResponse>;
export const goalListResponse = z.array(goalResponse);
