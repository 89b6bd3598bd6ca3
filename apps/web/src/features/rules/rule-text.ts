import { formatUSD } from '@elevate/shared';
import type { Rule, RuleAction, RuleChange, RuleCondition } from '@elevate/shared/schemas/rules';

const opWords: Record<string, string> = {
  contains: 'contains',
  equals: 'is',
  startsWith: 'starts with',
  endsWith: 'ends with',
  gte: 'is at least',
  lte: 'is at most',
  between: 'is between',
};

const fieldWords: Record<RuleCondition['field'], string> = {
  description: 'description',
  amount: 'amount',
  dayOfMonth: 'day of month',
  type: 'type',
  accountId: 'account',
};

function valueText(condition: RuleCondition, accountName: (id: string) => string): string {
  switch (condition.field) {
    case 'description':
      return `“${condition.value}”`;
    case 'amount':
      return condition.op === 'between'
        ? `${formatUSD(condition.value[0])} and ${formatUSD(condition.value[1])}`
        : formatUSD(condition.value);
    case 'dayOfMonth':
      return condition.op === 'between'
        ? `${condition.value[0]} and ${condition.value[1]}`
        : String(condition.value);
    case 'type':
      return condition.value;
    case 'accountId':
      return accountName(condition.value);
  }
}

export const conditionText = (c: RuleCondition, accountName: (id: string) => string) =>
  `${fieldWords[c.field]} ${opWords[c.op] ?? c.op} ${valueText(c, accountName)}`;

const actionWords: Record<RuleAction['type'], string> = {
  setCategory: 'category',
  setType: 'type',
  setDescription: 'description',
  setNotes: 'notes',
  addTag: 'tag',
  split: 'split',
};

type SplitValue = Extract<RuleAction, { type: 'split' }>['value'];

/** 'split 60 % Groceries, 40 % Household' or 'split $10.00 Groceries, the rest Household'. */
function splitText({ by, parts }: SplitValue): string {
  const shares = parts.map((part, i) => {
    if (by === 'percent') return `${part.percent ?? 0} % ${part.category}`;
    const rest = i === parts.length - 1 && part.amount === undefined;
    return `${rest ? 'the rest' : formatUSD(part.amount ?? 0)} ${part.category}`;
  });
  return `split ${shares.join(', ')}`;
}

export function actionText(action: RuleAction): string {
  if (action.type === 'split') return splitText(action.value);
  if (action.type === 'setNotes' && action.value === '') return 'clear notes';
  return `${actionWords[action.type]} ${action.value}`;
}

/** 'If description contains “netflix” → category Subscriptions, tag streaming'. */
export function ruleSentence(rule: Rule, accountName: (id: string) => string): string {
  const joiner = rule.match === 'all' ? ' and ' : ' or ';
  const when = rule.conditions.map((c) => conditionText(c, accountName)).join(joiner);
  return `If ${when} → ${rule.actions.map(actionText).join(', ')}`;
}

const shown = (value: string | null) => (value ? value : '(none)');

type Fields = RuleChange['after'];

/** A split row's parts where its category would be: 'Groceries $6.01 · Household $4.00'. */
export const partsText = (fields: Fields) =>
  (fields.splits ?? []).map((part) => `${part.category} ${formatUSD(part.amount)}`).join(' · ');

const categoryText = (fields: Fields) =>
  fields.splits?.length ? `split ${partsText(fields)}` : shown(fields.category);

/**
 * What an application changes on one row: 'category Groceries → Food; tags + streaming', or
 * a split's parts: 'split Groceries $6.01 · Household $4.00'.
 */
export function changeText({ before, after }: RuleChange): string {
  const parts: string[] = [];
  const was = categoryText(before);
  const becomes = categoryText(after);
  if (was !== becomes) parts.push(after.splits?.length ? becomes : `category ${was} → ${becomes}`);
  for (const field of ['type', 'description', 'notes'] as const) {
    if (before[field] !== after[field])
      parts.push(`${field} ${shown(before[field])} → ${shown(after[field])}`);
  }
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  if (added.length > 0) parts.push(`tags + ${added.join(', ')}`);
  return parts.join('; ');
}
