import { plural } from '../../lib/plural.ts';

export const fieldLabels = {
  description: 'Description',
  amount: 'Amount',
  dayOfMonth: 'Day of month',
  type: 'Type',
  accountId: 'Account',
} as const;

export const opLabels: Record<string, string> = {
  contains: 'contains',
  equals: 'is',
  startsWith: 'starts with',
  endsWith: 'ends with',
  gte: 'is at least',
  lte: 'is at most',
  between: 'is between',
};

export const typeLabels = { expense: 'Expense', income: 'Income', savings: 'Savings' } as const;

export const actionLabels = {
  setCategory: 'Set category',
  setType: 'Set type',
  setDescription: 'Set description',
  setNotes: 'Set notes',
  addTag: 'Add tag',
  split: 'Split',
} as const;

const transactions = (n: number) => plural(n, { one: '# transaction', other: '# transactions' });

export const rulesMessages = {
  intro:
    'Rules fill in a transaction for you: when its description, amount, day, type or account match, they set its category, type, description or notes, add a tag, or split it into parts. They run in order, top first, on every imported row and recurring occurrence, and fill in the add form; a rule can also be applied to past transactions.',
  none: 'No rules yet. Add one, for example: if the description contains “netflix”, set the category Subscriptions.',
  noneViewer: 'This ledger has no rules yet.',
  loading: 'Loading rules',
  loadFailed: 'Could not load your rules.',
  saveFailed: 'Could not save the rule. Please try again.',
  deleteFailed: 'Could not delete the rule. Please try again.',
  reorderFailed: 'Could not save the new order. The rules are back as they were.',
  previewFailed: 'Could not check which transactions the rule matches.',
  applyFailed: 'Could not apply the rule. Nothing was changed.',
  deleteQuestion: (name: string) =>
    `Delete the rule ‘${name}’? Transactions it already changed stay as they are.`,
  dryRun: (matched: number, changed: number) =>
    `${transactions(matched)} match, ${plural(changed, { one: '# would change', other: '# would change' })}.`,
  applied: (changed: number) => `Changed ${transactions(changed)}`,
  appliedLabel: (name: string, changed: number) =>
    `Applied rule ‘${name}’ to ${transactions(changed)}`,
  stepSkipped: (direction: 'undo' | 'redo', changed: number, skipped: number) =>
    `${direction === 'undo' ? 'Undone' : 'Redone'} for ${transactions(changed)}; ${plural(skipped, {
      one: '# changed since was left as it is',
      other: '# changed since were left as they are',
    })}`,
};
