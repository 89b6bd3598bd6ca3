import { z } from 'zod';
import { categoryName, categoryType } from './budgets.ts';
import { calendarDay, isoDateTimeString, moneyField, objectId } from './common.ts';
import { MAX_SPLIT_PARTS, splitPartResponse } from './splits.ts';
import { tagName } from './tags.ts';

/**
 * Rules (decision 0054): conditions on a transaction, all or any of them, and what to set when
 * they hold. Every bound below keeps one rule's check short and a ledger's rules few enough to
 * run on every row of a 100,000-row import; there are no regular expressions.
 */
export const MAX_RULES = 500;
export const MAX_CONDITIONS = 20;
export const MAX_ACTIONS = 10;
export const MAX_RULE_TEXT = 200;

const text = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(MAX_RULE_TEXT, `${label} must be at most ${MAX_RULE_TEXT} characters`);

const dayOfMonth = z
  .number({ error: 'Day of month must be a number' })
  .int('Day of month must be a whole number')
  .min(1, 'Day of month must be 1 to 31')
  .max(31, 'Day of month must be 1 to 31');

/** A range whose low end is not above its high end. */
const range = (bound: z.ZodNumber) =>
  z
    .tuple([bound, bound], { error: 'between needs [low, high]' })
    .refine(([low, high]) => low <= high, 'between needs its low end first');

/** A number compared with equals, gte or lte, or between two. */
function numberCondition<F extends string>(field: F, bound: z.ZodNumber, label: string) {
  return z.discriminatedUnion(
    'op',
    [
      z.strictObject({
        field: z.literal(field),
        op: z.enum(['equals', 'gte', 'lte']),
        value: bound,
      }),
      z.strictObject({ field: z.literal(field), op: z.literal('between'), value: range(bound) }),
    ],
    { error: `${label} is compared with equals, gte, lte or between` },
  );
}

export const ruleCondition = z.discriminatedUnion(
  'field',
  [
    z.strictObject({
      field: z.literal('description'),
      op: z.enum(['contains', 'equals', 'startsWith', 'endsWith'], {
        error: 'A description is compared with contains, equals, startsWith or endsWith',
      }),
      value: text('A description condition'),
    }),
    numberCondition('amount', moneyField(), 'An amount'),
    numberCondition('dayOfMonth', dayOfMonth, 'A day of month'),
    z.strictObject({ field: z.literal('type'), op: z.literal('equals'), value: categoryType }),
    z.strictObject({ field: z.literal('accountId'), op: z.literal('equals'), value: objectId }),
  ],
  { error: 'field must be description, amount, dayOfMonth, type or accountId' },
);
export type RuleCondition = z.infer<typeof ruleCondition>;

/** A split's part: a share of the amount in percent, or a fixed amount (the last part takes the rest). */
const splitPart = z.strictObject({
  category: categoryName,
  percent: z.number().gt(0, 'A percent must be above 0').max(100).optional(),
  amount: moneyField().optional(),
  notes: z.string().max(1000, 'Notes must be at most 1000 characters').optional(),
});

const splitValue = z
  .strictObject({
    by: z.enum(['percent', 'amount'], { error: 'A split is by percent or amount' }),
    parts: z
      .array(splitPart)
      .min(2, 'A split has at least 2 parts')
      .max(MAX_SPLIT_PARTS, `A split has at most ${MAX_SPLIT_PARTS} parts`),
  })
  .superRefine((split, ctx) => {
    if (split.by === 'percent') {
      const total = split.parts.reduce((sum, part) => sum + (part.percent ?? NaN), 0);
      if (Math.abs(total - 100) > 1e-9)
        ctx.addIssue({ code: 'custom', message: 'The parts must add up to 100 percent' });
    } else if (split.parts.slice(0, -1).some((part) => part.amount === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Every part but the last needs an amount' });
    }
  });

export const ruleAction = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('setCategory'), value: categoryName }),
    // The category's kind when the rule says so (a refund booked as an expense's return).
    z.strictObject({ type: z.literal('setType'), value: categoryType }),
    z.strictObject({ type: z.literal('setDescription'), value: text('A new description') }),
    z.strictObject({
      type: z.literal('setNotes'),
      value: z.string().max(1000, 'Notes must be at most 1000 characters'),
    }),
    z.strictObject({ type: z.literal('addTag'), value: tagName }),
    z.strictObject({ type: z.literal('split'), value: splitValue }),
  ],
  { error: 'type must be setCategory, setType, setDescription, setNotes, addTag or split' },
);
export type RuleAction = z.infer<typeof ruleAction>;

export const ruleBody = z.strictObject({
  name: text('Name'),
  match: z.enum(['all', 'any'], { error: 'match must be all or any' }),
  conditions: z
    .array(ruleCondition)
    .min(1, 'A rule needs a condition')
    .max(MAX_CONDITIONS, `A rule has at most ${MAX_CONDITIONS} conditions`),
  actions: z
    .array(ruleAction)
    .min(1, 'A rule needs an action')
    .max(MAX_ACTIONS, `A rule has at most ${MAX_ACTIONS} actions`),
});
export type RuleBody = z.infer<typeof ruleBody>;

/** A stored rule: its id and its place in the ledger's order (0 runs first). */
export type Rule = RuleBody & { _id: string; order: number };

/** A rule as the API answers it. */
export const ruleResponse = ruleBody.extend({
  _id: objectId,
  order: z.number().int().min(0),
});
/** GET /api/rules and PUT /api/rules/order: the ledger's rules in the order they run. */
export const ruleListResponse = z.object({ rules: z.array(ruleResponse) });

/** PUT /api/rules/order: every rule of the ledger once, first to run first. */
export const reorderRulesBody = z.strictObject({
  ids: z
    .array(objectId, { error: 'ids must be a list of rule ids' })
    .max(MAX_RULES, `A ledger has at most ${MAX_RULES} rules`),
});
export type ReorderRulesBody = z.infer<typeof reorderRulesBody>;

/** A dry run lists at most this many of the changes it would make. */
export const MAX_APPLY_PREVIEW = 100;
/**
 * One application changes at most this many transactions: each changed row is rewritten
 * with its indexes and totals, and a larger run would outlast a request. A dry run counts
 * beyond it; narrow the dates to apply a rule to more, in parts.
 */
export const MAX_APPLY_CHANGES = 20_000;
export const TOO_MANY_CHANGES = `A rule can change at most ${MAX_APPLY_CHANGES.toLocaleString('en-US')} transactions at once: choose From and To dates to apply it in parts.`;

/**
 * POST /api/rules/:id/apply: run one rule over the ledger's existing transactions, those dated
 * from..to (calendar days, both included; either end open when left out).
 */
export const applyRuleBody = z
  .strictObject({
    dryRun: z.boolean({ error: 'dryRun must be true or false' }),
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type ApplyRuleBody = z.infer<typeof applyRuleBody>;

/** The fields a rule can change on an existing transaction. */
export const ruleChangedFields = z.object({
  type: categoryType,
  description: z.string(),
  /** null when split: its parts have the categories. */
  category: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /** The parts when split ([] when not), as a transaction answers them. */
  splits: z.array(splitPartResponse).optional(),
});
export type RuleChangedFields = z.infer<typeof ruleChangedFields>;

/** One transaction the rule changes: what it is, what it had, what it gets. */
export const ruleChange = z.object({
  _id: objectId,
  date: isoDateTimeString,
  amount: z.number(),
  before: ruleChangedFields,
  after: ruleChangedFields,
});
export type RuleChange = z.infer<typeof ruleChange>;

/**
 * matched: transactions the rule's conditions hold for; changed: those whose fields it changes
 * (a row already as the rule says is matched, not changed). A dry run lists the first
 * MAX_APPLY_PREVIEW changes, oldest first, and writes nothing; a real run writes them all in one
 * database transaction and answers the application's id (null when nothing changed), which
 * undoes and redoes it.
 */
export const applyRuleResponse = z.object({
  matched: z.number().int().min(0),
  changed: z.number().int().min(0),
  transactions: z.array(ruleChange).optional(),
  applicationId: objectId.nullable().optional(),
});
export type ApplyRuleResponse = z.infer<typeof applyRuleResponse>;

/**
 * POST /api/rule-applications/:id/undo and /redo: reverted (or re-applied) rows, and the rows
 * left alone because they changed since (edited, deleted, reconciled), so another member's edit
 * is never overwritten.
 */
export const ruleApplicationStepResponse = z.object({
  changed: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type RuleApplicationStepResponse = z.infer<typeof ruleApplicationStepResponse>;
