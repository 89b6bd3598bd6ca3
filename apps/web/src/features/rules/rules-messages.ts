import type { CategoryType } from '@elevate/shared';
import type { RuleAction, RuleCondition } from '@elevate/shared/schemas/rules';

/**
 * The catalogue keys of the rule form's choices, in the order the selects list them (the
 * words are in messages/*.json).
 */
export const fieldLabelKeys: Record<RuleCondition['field'], string> = {
  description: 'rules.field.description',
  amount: 'rules.field.amount',
  dayOfMonth: 'rules.field.dayOfMonth',
  type: 'rules.field.type',
  accountId: 'rules.field.account',
};

/** A comparison, in the select and in the rule's sentence alike ('is at least'). */
export const opLabelKeys: Record<string, string> = {
  contains: 'rules.op.contains',
  equals: 'rules.op.equals',
  startsWith: 'rules.op.startsWith',
  endsWith: 'rules.op.endsWith',
  gte: 'rules.op.gte',
  lte: 'rules.op.lte',
  between: 'rules.op.between',
};

export const typeLabelKeys: Record<CategoryType, string> = {
  expense: 'rules.type.expense',
  income: 'rules.type.income',
  savings: 'rules.type.savings',
};

export const actionLabelKeys: Record<RuleAction['type'], string> = {
  setCategory: 'rules.action.setCategory',
  setType: 'rules.action.setType',
  setDescription: 'rules.action.setDescription',
  setNotes: 'rules.action.setNotes',
  addTag: 'rules.action.addTag',
  split: 'rules.action.split',
};
