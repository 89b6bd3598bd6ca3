import { z } from 'zod';
import { RECURRING_FREQUENCIES } from '../recurring-schedule.ts';
import { categoryName, categoryType } from './budgets.ts';
import type { CategoryType } from '../category.ts';
import { toCents } from '../money.ts';
import { calendarDay, nonZeroMoney, requiredString } from './common.ts';
import {
  checkCategoryOrParts,
  splitPartResponse,
  splitsBody,
  type SplitPartBody,
} from './splits.ts';

/** Rules one account may hold, and past occurrences one rule may create at once. */
export const MAX_RECURRING_RULES = 200;
export const MAX_CATCH_UP_OCCURRENCES = 1000;
export const MAX_RECURRING_INTERVAL = 366;
export const MAX_RECURRING_COUNT = 10_000;

export const recurringFrequency = z.enum(RECURRING_FREQUENCIES, {
  error: 'Frequency must be daily, weekly, monthly or yearly',
});

/** A rule's fields as the API takes them; the account restore takes the same. */
export const recurringRuleFields = {
  description: requiredString('Description')
    .trim()
    .min(1, 'Description is required')
    .max(200, 'Description must be at most 200 characters'),
  amount: nonZeroMoney,
  type: categoryType,
  /** null (or none) when split: the parts have the categories. */
  category: categoryName.nullable().optional(),
  /** Two or more parts adding up to the amount, made on every occurrence; [] when not split. */
  splits: splitsBody.optional(),
  frequency: recurringFrequency,
  interval: z
    .number({ error: 'Interval must be a whole number' })
    .int('Interval must be a whole number')
    .min(1, 'Interval must be at least 1')
    .max(MAX_RECURRING_INTERVAL, `Interval must be at most ${MAX_RECURRING_INTERVAL}`),
  startDate: calendarDay('Start date'),
  endDate: calendarDay('End date').nullable().optional(),
  count: z
    .number({ error: 'Count must be a whole number' })
    .int('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(MAX_RECURRING_COUNT, `Count must be at most ${MAX_RECURRING_COUNT}`)
    .nullable()
    .optional(),
  /** Monthly only: on the last day of every month. */
  lastDayOfMonth: z.boolean({ error: 'lastDayOfMonth must be true or false' }).optional(),
  /** true: created on its date; false: waits as 'due' for Record or Skip. */
  auto: z.boolean({ error: 'auto must be true or false' }),
};

type RuleShape = {
  startDate: string;
  endDate?: string | null | undefined;
  count?: number | null | undefined;
  frequency: string;
  lastDayOfMonth?: boolean | undefined;
};

/** What no single field can say: end before start, end and count both, last day off monthly. */
export function checkRecurringRule(rule: RuleShape, ctx: z.RefinementCtx) {
  if (rule.endDate && rule.endDate < rule.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'End date must not be before the start date',
    });
  }
  if (rule.endDate && rule.count != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['count'],
      message: 'Give an end date or a count, not both',
    });
  }
  if (rule.lastDayOfMonth && rule.frequency !== 'monthly') {
    ctx.addIssue({
      code: 'custom',
      path: ['lastDayOfMonth'],
      message: 'The last day of the month applies to monthly rules only',
    });
  }
}

/** One category, or parts adding up to the amount (decision 0055). */
function checkRuleSplit(
  rule: { amount: number; type: CategoryType; category?: string | null; splits?: SplitPartBody[] },
  ctx: z.RefinementCtx,
) {
  const parts = (rule.splits ?? []).map((part) => ({ ...part, amountCents: toCents(part.amount) }));
  checkCategoryOrParts({ ...rule, amountCents: toCents(rule.amount), parts }, ctx);
}

/** POST /api/recurring */
export const createRecurringBody = z
  .strictObject(recurringRuleFields)
  .superRefine(checkRecurringRule)
  .superRefine(checkRuleSplit);
export type CreateRecurringBody = z.input<typeof createRecurringBody>;

/** PUT /api/recurring/{id}: the whole rule again (server fields echoed back are ignored). */
export const updateRecurringBody = z
  .strictObject({
    ...recurringRuleFields,
    _id: z.string().optional(),
    nextDate: z.string().nullable().optional(),
    createdAt: z.string().optional(),
  })
  .superRefine(checkRecurringRule)
  .superRefine(checkRuleSplit);
export type UpdateRecurringBody = z.input<typeof updateRecurringBody>;

export const recurringRuleResponse = z.object({
  _id: z.string(),
  description: z.string(),
  amount: z.number(),
  type: categoryType,
  /** null when split. */
  category: z.string().nullable(),
  /** The parts every occurrence is split into; [] when not split. */
  splits: z.array(splitPartResponse).optional(),
  frequency: recurringFrequency,
  interval: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  count: z.number().nullable(),
  lastDayOfMonth: z.boolean(),
  auto: z.boolean(),
  /** The next date not yet created or waiting (after today's); null once the rule has ended. */
  nextDate: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringRule = z.infer<typeof recurringRuleResponse>;
export const recurringListResponse = z.array(recurringRuleResponse);

/** An occurrence waiting for Record or Skip. */
export const dueOccurrence = z.object({
  ruleId: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  type: categoryType,
  /** null when the rule splits its transactions. */
  category: z.string().nullable(),
  splits: z.array(splitPartResponse).optional(),
});
export type DueOccurrence = z.infer<typeof dueOccurrence>;
export const dueListResponse = z.array(dueOccurrence);

/** POST /api/recurring/{id}/record and /skip */
export const occurrenceBody = z.strictObject({ date: calendarDay('Date') });
export type OccurrenceBody = z.input<typeof occurrenceBody>;
