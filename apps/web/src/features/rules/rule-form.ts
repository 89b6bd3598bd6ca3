import {
  ruleBody,
  type Rule,
  type RuleAction,
  type RuleBody,
  type RuleCondition,
} from '@elevate/shared/schemas/rules';
import { isApiError } from '../../lib/api-error.ts';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';
import {
  newSplit,
  splitActionOf,
  splitBlank,
  splitDraftOf,
  type SplitDraft,
} from './rule-split.ts';

export type ConditionField = RuleCondition['field'];
export type ActionType = RuleAction['type'];

export type ConditionDraft = { field: ConditionField; op: string; value: string; high: string };
/** `split`: a split action's parts (its `value` text is unused). */
export type ActionDraft = { type: ActionType; value: string; split?: SplitDraft };
export type RuleDraft = {
  name: string;
  match: 'all' | 'any';
  conditions: ConditionDraft[];
  actions: ActionDraft[];
};

export const opsOf: Record<ConditionField, readonly string[]> = {
  description: ['contains', 'equals', 'startsWith', 'endsWith'],
  amount: ['equals', 'gte', 'lte', 'between'],
  dayOfMonth: ['equals', 'gte', 'lte', 'between'],
  type: ['equals'],
  accountId: ['equals'],
};

export const newCondition = (field: ConditionField = 'description'): ConditionDraft => ({
  field,
  op: opsOf[field][0]!,
  value: field === 'type' ? 'expense' : '',
  high: '',
});

export const newAction = (type: ActionType = 'setCategory'): ActionDraft =>
  type === 'split'
    ? { type, value: '', split: newSplit() }
    : { type, value: type === 'setType' ? 'expense' : '' };

export const emptyDraft = (): RuleDraft => ({
  name: '',
  match: 'all',
  conditions: [newCondition()],
  actions: [newAction()],
});

function conditionDraft(condition: RuleCondition): ConditionDraft {
  const { field, op, value } = condition;
  if (Array.isArray(value)) return { field, op, value: String(value[0]), high: String(value[1]) };
  return { field, op, value: String(value), high: '' };
}

export function draftOf(rule: Rule): RuleDraft {
  return {
    name: rule.name,
    match: rule.match,
    conditions: rule.conditions.map(conditionDraft),
    actions: rule.actions.map((action) =>
      action.type === 'split'
        ? { type: 'split', value: '', split: splitDraftOf(action) }
        : { type: action.type, value: action.value },
    ),
  };
}

const isNumeric = (field: ConditionField) => field === 'amount' || field === 'dayOfMonth';
// A blank number stays blank (not 0), so the check below names it rather than matching 0.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function conditionValue({ field, op, value, high }: ConditionDraft): unknown {
  if (!isNumeric(field)) return value;
  return op === 'between' ? [numberOf(value), numberOf(high)] : numberOf(value);
}

/** Errors by the server's param names ('name', 'conditions.0.value', 'actions.1.value'). */
export type FieldErrors = Record<string, string>;

/** A nested path names its row's field: a between's high end is the row's value. */
export const paramOf = (path: readonly PropertyKey[]) =>
  path
    .slice(0, path[0] === 'name' || path[0] === 'match' ? 1 : 3)
    .map(String)
    .join('.');

function blanks(draft: RuleDraft, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const enterValue = t('rules.form.enterValue');
  if (!draft.name.trim()) errors.name = t('rules.form.nameMissing');
  draft.conditions.forEach((c, i) => {
    if (!c.value.trim() || (c.op === 'between' && !c.high.trim()))
      errors[`conditions.${i}.value`] = enterValue;
  });
  draft.actions.forEach((a, i) => {
    const blank = a.split ? splitBlank(a.split, t) : a.type !== 'setNotes' && !a.value.trim();
    if (blank) errors[`actions.${i}.value`] = typeof blank === 'string' ? blank : enterValue;
  });
  return errors;
}

/**
 * The body to send, or the errors to show on the fields (the contract's own checks), the
 * form's own in the language `t` speaks.
 */
export function bodyOf(
  draft: RuleDraft,
  t: Translate = translate,
): { body: RuleBody } | { errors: FieldErrors } {
  const missing = blanks(draft, t);
  if (Object.keys(missing).length > 0) return { errors: missing };
  const checked = ruleBody.safeParse({
    name: draft.name,
    match: draft.match,
    conditions: draft.conditions.map((c) => ({
      field: c.field,
      op: c.op,
      value: conditionValue(c),
    })),
    actions: draft.actions.map((a) =>
      a.split ? splitActionOf(a.split) : { type: a.type, value: a.value },
    ),
  });
  if (checked.success) return { body: checked.data };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) errors[paramOf(issue.path)] ??= issue.message;
  return { errors };
}

/** The server's refusal: each field's message on its field, anything else above the buttons. */
export function refusalOf(
  error: unknown,
  t: Translate = translate,
): { fields: FieldErrors; general?: string } {
  if (!isApiError(error)) return { fields: {}, general: t('rules.errors.saveFailed') };
  const fields: FieldErrors = {};
  for (const { param, msg } of error.errors) fields[paramOf(param.split('.'))] ??= msg;
  return error.errors.length > 0
    ? { fields }
    : { fields, general: error.msg ?? t('rules.errors.saveFailed') };
}

export const withRow = <T>(list: readonly T[], at: number, item: T) =>
  list.map((x, i) => (i === at ? item : x));
export const withoutRow = <T>(list: readonly T[], at: number) => list.filter((_, i) => i !== at);
