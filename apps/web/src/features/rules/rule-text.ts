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

export function actionText(action: RuleAction): string {
  if (action.type === 'split') return 'split';
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

/** What an application changes on one row: 'category Groceries → Food; tags + streaming'. */
export function changeText({ before, after }: RuleChange): string {
  const parts: string[] = [];
  for (const field of ['category', 'type', 'description', 'notes'] as const) {
    if (before[field] !== after[field])
      parts.push(`${field} ${shown(before[field])} → ${shown(after[field])}`);
  }
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  if (added.length > 0) parts.push(`tags + ${added.join(', ')}`);
  return parts.join('; ');
}
