import { z } from 'zod';
import { isWithinEnd, occurrenceDate, type Schedule } from '../recurring-schedule.ts';
import { categoryName } from './budgets.ts';
import { MAX_DATE_YEAR, MIN_DATE_YEAR } from './common.ts';
import { createGoalBody, MAX_GOALS_PER_USER } from './goals.ts';
import { csvMapping, importRuleBody, MAX_IMPORT_RULES } from './imports.ts';
import { categoryCarryOverBody } from './plan-ahead.ts';
import { checkRecurringRule, MAX_RECURRING_RULES, recurringRuleFields } from './recurring.ts';
import { checkCategoryOrParts, fileParts } from './splits.ts';
import { MAX_RULES, ruleBody } from './rules.ts';

/**
 * The plan-ahead lists of the account export (goals, carry-overs, recurring and
 * import rules). A restore must not let in what the API refuses, so each entry
 * is the API's own body schema with the stored fields swapped in (cents for
 * amounts, where a rule had got to), and each list is capped by the API's own
 * per-account limit: one rule for both doors.
 */

/** Integer cents judged by the API's field in dollars, so range and sign are the API's. */
export const centsBy = (dollars: z.ZodType<number>, label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .superRefine((value, ctx) => {
      const result = dollars.safeParse(value / 100);
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message });
      }
    });

/** The API's list limit, with the API's words. */
const capped = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `A ledger can hold at most ${max} ${what}`).default([]);

const goal = createGoalBody.shape;
/** Savings goals. */
export const exportGoal = z.strictObject({
  name: goal.name,
  targetCents: centsBy(goal.targetAmount, 'Target amount'),
  targetDate: goal.targetDate,
  category: goal.category,
  archived: z.boolean(),
});

/** Categories whose unspent amount carries over to the next month: the key is the name in lower case. */
export const exportCarryOver = z.strictObject({
  type: categoryCarryOverBody.shape.type,
  categoryKey: categoryName.refine((key) => key === key.toLowerCase(), {
    message: 'A carry-over key is a category name in lower case',
  }),
});

/** Dates a daily rule has between the first and the last day the API takes, with room. */
const MAX_SPAN_DAYS = (MAX_DATE_YEAR - MIN_DATE_YEAR + 1) * 366;
const DAYS_PER_STEP = { daily: 1, weekly: 7, monthly: 31, yearly: 366 } as const;
const LAST_DAY = `${MAX_DATE_YEAR}-12-31`;

/**
 * Whether every date before `nextIndex` (the ones the rule already created or
 * resolved) lies in the API's years: the span is bounded before any date is
 * computed, so a huge index cannot push the arithmetic past what a Date holds.
 */
function reachedWithinRange(schedule: Schedule, nextIndex: number): boolean {
  if (nextIndex === 0) return true;
  const span = (nextIndex - 1) * schedule.interval * DAYS_PER_STEP[schedule.frequency];
  if (span > MAX_SPAN_DAYS) return false;
  return (
    !isWithinEnd(schedule, nextIndex - 1) || occurrenceDate(schedule, nextIndex - 1) <= LAST_DAY
  );
}

// A file keeps a rule's amount in cents and its parts as transactions store them.
const { amount, splits: _splits, ...ruleFields } = recurringRuleFields;
/**
 * Repeating transactions with where each had got to. The next date is the
 * schedule's at `nextIndex`; the server works it out again on restore.
 */
export const exportRecurringRule = z
  .strictObject({
    ...ruleFields,
    amountCents: centsBy(amount, 'Amount'),
    /** The parts of a rule that splits its transactions. Absent from files made before splits. */
    parts: fileParts,
    nextIndex: z.number().int().min(0).max(MAX_SPAN_DAYS),
    nextDate: z.string().nullable().optional(),
  })
  .superRefine((rule, ctx) => {
    checkRecurringRule(rule, ctx);
    checkCategoryOrParts({ ...rule, parts: rule.parts ?? [] }, ctx, 'parts');
    if (!reachedWithinRange(rule, rule.nextIndex)) {
      ctx.addIssue({
        code: 'custom',
        path: ['nextIndex'],
        message: `The rule's created dates must lie between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`,
      });
    }
  });

/** Bank import rules: a description containing `contains` goes to `category`. */
export const exportImportRule = importRuleBody.extend({ type: importRuleBody.shape.type.unwrap() });

export const exportGoals = capped(exportGoal, MAX_GOALS_PER_USER, 'goals');
/** The API keeps one per category name and type and counts none; a file's list is bounded all the same. */
const MAX_CARRY_OVERS = 10_000;
export const exportCarryOvers = z
  .array(exportCarryOver)
  .max(MAX_CARRY_OVERS, `A restore takes at most ${MAX_CARRY_OVERS} carry-overs`)
  .default([])
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      const key = `${entry.type}:${entry.categoryKey}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'categoryKey'],
          message: 'Duplicate carry-over',
        });
      }
      seen.add(key);
    });
  });
export const exportRecurringRules = capped(
  exportRecurringRule,
  MAX_RECURRING_RULES,
  'recurring rules',
);
export const exportImportRules = capped(exportImportRule, MAX_IMPORT_RULES, 'import rules');
/**
 * The CSV column mappings the ledger's imports remembered, each under its file header's key
 * (the delimiter and the header's cells, lowercased; a long one ends in its SHA-256), so a
 * restored ledger reads the same bank's next file without asking again.
 */
export const MAX_IMPORT_MAPPINGS = 1000;
export const exportImportMappings = capped(
  z.strictObject({
    headerKey: z
      .string({ error: 'Header key must be a string' })
      .min(1, 'Header key is required')
      .max(512, 'Header key must be at most 512 characters'),
    mapping: csvMapping,
  }),
  MAX_IMPORT_MAPPINGS,
  'import mappings',
).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (seen.has(entry.headerKey)) {
      ctx.addIssue({ code: 'custom', path: [index, 'headerKey'], message: 'Duplicate header key' });
    }
    seen.add(entry.headerKey);
  });
});
/** The ledger's rules (decision 0054) in the order they run: each exactly as the API takes it. */
export const exportRules = capped(ruleBody, MAX_RULES, 'rules');
