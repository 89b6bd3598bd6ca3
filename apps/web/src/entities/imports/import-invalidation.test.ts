import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { emptyTransactionFilters } from '@elevate/shared/schemas/transactions';
import { beforeEach, describe, expect, it } from 'vitest';
import { budgetKeys } from '../budgets/keys.ts';
import { invalidateAfter, type Write } from '../invalidation.ts';
import { ruleKeys } from '../rules/keys.ts';
import { transactionKeys } from '../transactions/keys.ts';
import { userKeys } from '../user/keys.ts';
import { importKeys } from './keys.ts';

const cached: Record<string, QueryKey> = {
  'budget list': budgetKeys.list(),
  'budget months': budgetKeys.months(),
  'March budget': budgetKeys.month('2026-03'),
  'March pages': transactionKeys.monthPages('2026-03', 50),
  'all-month pages': transactionKeys.monthPages(null, 50),
  'filtered list': transactionKeys.filtered(emptyTransactionFilters),
  'full list': transactionKeys.full(emptyTransactionFilters),
  'transaction t1': transactionKeys.detail('t1'),
  'import history': importKeys.history(),
  'import detail': importKeys.detail('i1'),
  rules: ruleKeys.list(),
  user: userKeys.current(),
};

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true });
});

async function touchedBy(write: Write) {
  await invalidateAfter(queryClient, write);
  return Object.entries(cached)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const everythingButRulesAndUser = Object.keys(cached)
  .filter((name) => name !== 'rules' && name !== 'user')
  .sort();

describe('import writes', () => {
  it('a confirmed import touches every transaction list, every budget and the history', async () => {
    expect(await touchedBy({ kind: 'importConfirmed' })).toEqual(everythingButRulesAndUser);
  });

  it('an undone import touches the same', async () => {
    expect(await touchedBy({ kind: 'importUndone' })).toEqual(everythingButRulesAndUser);
  });

  it('a changed rule touches only the rules', async () => {
    expect(await touchedBy({ kind: 'rulesChanged' })).toEqual(['rules']);
  });

  it('an applied rule touches the transactions and budgets, not the imports or the rules', async () => {
    expect(await touchedBy({ kind: 'ruleApplied' })).toEqual(
      everythingButRulesAndUser.filter((name) => !name.startsWith('import')),
    );
  });
});
