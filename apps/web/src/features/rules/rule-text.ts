import type { CategoryType } from '@elevate/shared';
import type { Rule, RuleAction, RuleChange, RuleCondition } from '@elevate/shared/schemas/rules';
import { formatCount, formatMoney } from '../../lib/i18n/format.ts';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';
import { opLabelKeys } from './rules-messages.ts';

// Each text takes `t`, the language to speak (the app's by default), when it is shown.

const fieldWords: Record<RuleCondition['field'], string> = {
  description: 'rules.sentence.fieldDescription',
  amount: 'rules.sentence.fieldAmount',
  dayOfMonth: 'rules.sentence.fieldDayOfMonth',
  type: 'rules.sentence.fieldType',
  accountId: 'rules.sentence.fieldAccount',
};

/** A type inside a sentence ('type is expense'). */
const typeWords: Record<CategoryType, string> = {
  expense: 'rules.sentence.typeExpense',
  income: 'rules.sentence.typeIncome',
  savings: 'rules.sentence.typeSavings',
};

function valueText(
  condition: RuleCondition,
  accountName: (id: string) => string,
  t: Translate,
): string {
  switch (condition.field) {
    case 'description':
      return t('rules.sentence.quoted', { text: condition.value });
    case 'amount':
      return condition.op === 'between'
        ? t('rules.sentence.range', {
            low: formatMoney(condition.value[0]),
            high: formatMoney(condition.value[1]),
          })
        : formatMoney(condition.value);
    case 'dayOfMonth':
      return condition.op === 'between'
        ? t('rules.sentence.range', { low: condition.value[0], high: condition.value[1] })
        : String(condition.value);
    case 'type':
      return t(typeWords[condition.value]);
    case 'accountId':
      return accountName(condition.value);
  }
}

export function conditionText(
  c: RuleCondition,
  accountName: (id: string) => string,
  t: Translate = translate,
): string {
  const op = opLabelKeys[c.op];
  return t('rules.sentence.condition', {
    field: t(fieldWords[c.field]),
    op: op ? t(op) : c.op,
    value: valueText(c, accountName, t),
  });
}

const actionWords: Record<Exclude<RuleAction['type'], 'split'>, string> = {
  setCategory: 'rules.sentence.setCategory',
  setType: 'rules.sentence.setType',
  setDescription: 'rules.sentence.setDescription',
  setNotes: 'rules.sentence.setNotes',
  addTag: 'rules.sentence.addTag',
};

type SplitValue = Extract<RuleAction, { type: 'split' }>['value'];

/** 'split 60 % Groceries, 40 % Household' or 'split $10.00 Groceries, the rest Household'. */
function splitText({ by, parts }: SplitValue, t: Translate): string {
  const shares = parts.map((part, i) => {
    const { category } = part;
    if (by === 'percent')
      return t('rules.sentence.sharePercent', {
        percent: formatCount(part.percent ?? 0),
        category,
      });
    if (i === parts.length - 1 && part.amount === undefined)
      return t('rules.sentence.shareRest', { category });
    return t('rules.sentence.shareAmount', { amount: formatMoney(part.amount ?? 0), category });
  });
  return t('rules.sentence.split', { shares: shares.join(', ') });
}

export function actionText(action: RuleAction, t: Translate = translate): string {
  if (action.type === 'split') return splitText(action.value, t);
  if (action.type === 'setNotes' && action.value === '') return t('rules.sentence.clearNotes');
  const value = action.type === 'setType' ? t(typeWords[action.value]) : action.value;
  return t(actionWords[action.type], { value });
}

/** 'If description contains “netflix” → category Subscriptions, tag streaming'. */
export function ruleSentence(
  rule: Rule,
  accountName: (id: string) => string,
  t: Translate = translate,
): string {
  const joiner = rule.match === 'all' ? 'rules.sentence.and' : 'rules.sentence.or';
  const conditions = rule.conditions
    .map((c) => conditionText(c, accountName, t))
    .reduce((first, next) => t(joiner, { first, next }));
  const actions = rule.actions.map((action) => actionText(action, t)).join(', ');
  return t('rules.sentence.rule', { conditions, actions });
}

type Fields = RuleChange['after'];

const shown = (value: string | null, t: Translate) => value || t('rules.change.none');

/** A split row's parts where its category would be: 'Groceries $6.01 · Household $4.00'. */
export const partsText = (fields: Fields, t: Translate = translate) =>
  (fields.splits ?? [])
    .map((part) =>
      t('rules.change.part', { category: part.category, amount: formatMoney(part.amount) }),
    )
    .join(' · ');

const categoryText = (fields: Fields, t: Translate) =>
  fields.splits?.length
    ? t('rules.change.split', { parts: partsText(fields, t) })
    : shown(fields.category, t);

const changedFields = {
  type: 'rules.change.type',
  description: 'rules.change.description',
  notes: 'rules.change.notes',
} as const;

/**
 * What an application changes on one row: 'category Groceries → Food; tags + streaming', or
 * a split's parts: 'split Groceries $6.01 · Household $4.00'.
 */
export function changeText({ before, after }: RuleChange, t: Translate = translate): string {
  const parts: string[] = [];
  const was = categoryText(before, t);
  const becomes = categoryText(after, t);
  if (was !== becomes)
    parts.push(
      after.splits?.length ? becomes : t('rules.change.category', { before: was, after: becomes }),
    );
  const fieldText = (fields: Fields, field: keyof typeof changedFields) =>
    field === 'type' ? t(typeWords[fields.type]) : shown(fields[field], t);
  for (const field of ['type', 'description', 'notes'] as const) {
    if (before[field] !== after[field])
      parts.push(
        t(changedFields[field], {
          before: fieldText(before, field),
          after: fieldText(after, field),
        }),
      );
  }
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  if (added.length > 0) parts.push(t('rules.change.tags', { tags: added.join(', ') }));
  return parts.join('; ');
}
