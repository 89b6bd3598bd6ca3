import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { ACTIVITY_ENTITIES } from '@elevate/shared/schemas/activity';
import { emptyTransactionFilters } from '@elevate/shared/schemas/transactions';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessTokenKeys } from './access-tokens/keys.ts';
import { financialAccountKeys } from './accounts/keys.ts';
import { activityKeys } from './activity/keys.ts';
import { budgetKeys } from './budgets/keys.ts';
import { invalidateAfter, type Write } from './invalidation.ts';
import { ledgerKeys } from './ledgers/keys.ts';
import { reportKeys } from './reports/keys.ts';
import { supportKeys } from './support/keys.ts';
import { tagKeys } from './tags/keys.ts';
import { transactionKeys } from './transactions/keys.ts';
import { userKeys } from './user/keys.ts';

const byCafe = { ...emptyTransactionFilters, description: 'cafe' };
const family = '7d9f0c1e-0000-4000-8000-0000000000f1';
const home = '7d9f0c1e-0000-4000-8000-0000000000f2';

// Every cache the app keeps, for March and April 2026, named for the assertions.
const cached: Record<string, QueryKey> = {
  'budget list': budgetKeys.list(),
  'budget months': budgetKeys.months(),
  'March budget': budgetKeys.month('2026-03'),
  'April budget': budgetKeys.month('2026-04'),
  'March pages of 15': transactionKeys.monthPages('2026-03', 15),
  'March pages of 50': transactionKeys.monthPages('2026-03', 50),
  'April pages': transactionKeys.monthPages('2026-04', 50),
  'all-month pages': transactionKeys.monthPages(null, 50),
  'filtered list': transactionKeys.filtered(byCafe),
  'full list': transactionKeys.full(byCafe),
  'transaction t1': transactionKeys.detail('t1'),
  'transaction t2': transactionKeys.detail('t2'),
  accounts: financialAccountKeys.list(),
  user: userKeys.current(),
  'support config': supportKeys.config(),
  'Family log': activityKeys.page(family, { page: 1 }),
  'Family log of goals': activityKeys.page(family, { page: 2, entity: 'goal' }),
  'Home log': activityKeys.page(home, { page: 1, actor: family }),
};

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true });
});

async function touchedBy(write: Write, keep?: QueryKey[]) {
  await invalidateAfter(queryClient, write, { keep });
  return Object.entries(cached)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

// The account balances add the rows up: they follow every change to the rows.
const marchLists = [
  'March pages of 15',
  'March pages of 50',
  'all-month pages',
  'filtered list',
  'full list',
  'accounts',
];
const everyTransactionList = [
  'March pages of 15',
  'March pages of 50',
  'April pages',
  'all-month pages',
  'filtered list',
  'full list',
  'transaction t1',
  'transaction t2',
];
/** Every ledger write leaves an entry in a log: the logs cached refetch with it. */
const logs = ['Family log', 'Family log of goals', 'Home log'];
const sorted = (...names: string[]) => [...names, ...logs].sort();
const inMarch = { _id: 't1', date: '2026-03-31T23:00:00.000Z' };

describe('invalidation map, against a real QueryClient', () => {
  it("a new transaction touches its month's budget, that month's pages and every filtered or full list", async () => {
    expect(await touchedBy({ kind: 'transactionCreated', transaction: inMarch })).toEqual(
      sorted('budget list', 'March budget', ...marchLists),
    );
  });

  it('an edit that moves a transaction to another month touches both months and the row', async () => {
    const after = { _id: 't1', date: '2026-04-01T00:00:00.000Z' };
    expect(await touchedBy({ kind: 'transactionUpdated', before: inMarch, after })).toEqual(
      sorted(
        'budget list',
        'March budget',
        'April budget',
        'April pages',
        'transaction t1',
        ...marchLists,
      ),
    );
  });

  it('a deleted transaction touches its month and its own cache, not another row', async () => {
    expect(await touchedBy({ kind: 'transactionDeleted', transaction: inMarch })).toEqual(
      sorted('budget list', 'March budget', 'transaction t1', ...marchLists),
    );
  });

  it("a category rename touches the month budget and the month's transactions", async () => {
    expect(await touchedBy({ kind: 'categoryEdited', budget: { month: '2026-03-01' } })).toEqual(
      sorted('budget list', 'March budget', 'transaction t1', 'transaction t2', ...marchLists),
    );
  });

  it('a category delete touches the same as a rename', async () => {
    expect(
      await touchedBy({ kind: 'categoryDeleted', budget: { month: '2026-03-01T00:00:00.000Z' } }),
    ).toEqual(
      sorted('budget list', 'March budget', 'transaction t1', 'transaction t2', ...marchLists),
    );
  });

  it("a budget delete touches the list, the months, that month's budget and its transactions", async () => {
    expect(await touchedBy({ kind: 'budgetDeleted', budget: { month: '2026-03-01' } })).toEqual(
      sorted(
        'budget list',
        'budget months',
        'March budget',
        'transaction t1',
        'transaction t2',
        ...marchLists,
      ),
    );
  });

  it('a new budget touches the list, the months and its month', async () => {
    expect(await touchedBy({ kind: 'budgetCreated', budget: { month: '2026-04-01' } })).toEqual(
      sorted('budget list', 'budget months', 'April budget'),
    );
  });

  it('a moved budget month touches both months and the month list, no transactions', async () => {
    const write: Write = {
      kind: 'budgetMonthMoved',
      from: { month: '2026-03-01' },
      to: { month: '2026-04-01' },
    };
    expect(await touchedBy(write)).toEqual(
      sorted('budget list', 'budget months', 'March budget', 'April budget'),
    );
  });

  it('a saved budget touches its month and the list; a key the caller keeps is left alone', async () => {
    const write: Write = { kind: 'budgetSaved', budget: { month: '2026-03-01T00:00:00.000Z' } };
    expect(await touchedBy(write, [budgetKeys.month('2026-03')])).toEqual(sorted('budget list'));
  });

  it('an account write touches the accounts and every transaction list, not the budgets', async () => {
    expect(await touchedBy({ kind: 'financialAccountsChanged', budgetTouched: false })).toEqual(
      sorted('accounts', ...everyTransactionList),
    );
  });

  it('switching an account between on budget and tracking touches the budgets too', async () => {
    expect(await touchedBy({ kind: 'financialAccountsChanged', budgetTouched: true })).toEqual(
      sorted(
        'accounts',
        'budget list',
        'budget months',
        'March budget',
        'April budget',
        ...everyTransactionList,
      ),
    );
  });

  it("a transfer touches its month's budget, its month's lists and the balances", async () => {
    expect(await touchedBy({ kind: 'transferCreated', date: '2026-03-15' })).toEqual(
      sorted('March budget', 'budget list', ...marchLists),
    );
  });

  it('a reconcile touches every figure: an adjustment may land in any month', async () => {
    expect(await touchedBy({ kind: 'accountReconciled' })).toEqual(
      sorted(
        'accounts',
        'budget list',
        'budget months',
        'March budget',
        'April budget',
        ...everyTransactionList,
      ),
    );
  });

  it.each<Write>([
    { kind: 'financialAccountsChanged', budgetTouched: false },
    { kind: 'financialAccountsChanged', budgetTouched: true },
    { kind: 'transferCreated', date: '2026-03-15' },
    { kind: 'accountReconciled' },
    { kind: 'transactionUpdated', before: inMarch, after: inMarch },
    { kind: 'liveChange', resource: 'account' },
  ])('net worth follows the balances ($kind)', async (write) => {
    const netWorth = reportKeys.netWorth('2026-01', '2026-04');
    queryClient.setQueryData(netWorth, { cached: true });
    await invalidateAfter(queryClient, write);
    expect(queryClient.getQueryState(netWorth)?.isInvalidated).toBe(true);
  });

  it.each<Write>([
    { kind: 'importConfirmed' },
    { kind: 'importUndone' },
    { kind: 'recurringChanged' },
  ])('rows of any month ($kind) touch the account balances', async (write) => {
    expect(await touchedBy(write)).toContain('accounts');
  });

  it.each(['transaction', 'budget', 'category', 'account', 'import', 'recurring'] as const)(
    'a live change of a %s refreshes the account balances',
    async (resource) => {
      expect(await touchedBy({ kind: 'liveChange', resource })).toContain('accounts');
    },
  );

  it('completed onboarding touches only the user', async () => {
    expect(await touchedBy({ kind: 'onboardingCompleted' })).toEqual(['user']);
  });

  it("a member's change refreshes that ledger's log, not another's", async () => {
    expect(await touchedBy({ kind: 'ledgerMembersChanged', ledgerId: family })).toEqual([
      'Family log',
      'Family log of goals',
    ]);
  });

  it("an invitation's change refreshes that ledger's log", async () => {
    expect(await touchedBy({ kind: 'ledgerInvitationsChanged', ledgerId: home })).toEqual([
      'Home log',
    ]);
  });

  it('an uploaded bank file touches only the logs', async () => {
    expect(await touchedBy({ kind: 'importUploaded' })).toEqual(sorted());
  });

  it.each(ACTIVITY_ENTITIES)('a live change of a %s refreshes the logs', async (resource) => {
    expect(await touchedBy({ kind: 'liveChange', resource })).toEqual(expect.arrayContaining(logs));
  });

  it.each<Write>([
    { kind: 'twoFactorChanged' },
    { kind: 'passkeysChanged' },
    { kind: 'accessTokensChanged' },
    { kind: 'sessionsRevoked' },
    { kind: 'accountUpdated' },
  ])("a change to the person ($kind) leaves the ledgers' logs alone", async (write) => {
    const touched = await touchedBy(write);
    expect(touched.filter((name) => logs.includes(name))).toEqual([]);
  });

  it('a created or revoked access token refreshes the token list and nothing of a ledger', async () => {
    queryClient.setQueryData(accessTokenKeys.list(), { cached: true });
    expect(await touchedBy({ kind: 'accessTokensChanged' })).toEqual([]);
    expect(queryClient.getQueryState(accessTokenKeys.list())?.isInvalidated).toBe(true);
  });

  describe('in a ledger whose budget months start on the 25th', () => {
    const ledger = { _id: 'p', name: 'Personal', role: 'owner', personal: true, monthStartDay: 25 };
    beforeEach(() => queryClient.setQueryData(ledgerKeys.list(), [ledger]));

    it("a row of 26 March touches April's budget and pages, not March's", async () => {
      const row = { _id: 't1', date: '2026-03-26T10:00:00.000Z' };
      expect(await touchedBy({ kind: 'transactionCreated', transaction: row })).toEqual(
        sorted(
          'budget list',
          'April budget',
          'April pages',
          'all-month pages',
          'filtered list',
          'full list',
          'accounts',
        ),
      );
    });

    it('a row of 24 March stays in March', async () => {
      const row = { _id: 't1', date: '2026-03-24T10:00:00.000Z' };
      expect(await touchedBy({ kind: 'transactionDeleted', transaction: row })).toEqual(
        sorted('budget list', 'March budget', 'transaction t1', ...marchLists),
      );
    });
  });

  it('a new start day touches every figure and list, the ledgers and their previews', async () => {
    const preview = ledgerKeys.monthStartPreview('p', 25);
    queryClient.setQueryData(ledgerKeys.list(), []);
    queryClient.setQueryData(preview, { cached: true });
    expect(await touchedBy({ kind: 'monthStartChanged' })).toEqual(
      sorted(
        'accounts',
        'budget list',
        'budget months',
        'March budget',
        'April budget',
        ...everyTransactionList,
      ),
    );
    expect(queryClient.getQueryState(ledgerKeys.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(preview)?.isInvalidated).toBe(true);
  });

  it('a query on screen refetches at once after the write, whatever its stale time', async () => {
    let calls = 0;
    const key = transactionKeys.monthPages('2026-03', 15);
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: () => ++calls,
      // The cached copy is fresh for ever; only the write makes it refetch.
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await invalidateAfter(queryClient, { kind: 'transactionCreated', transaction: inMarch });
    expect(calls).toBe(1);
    unsubscribe();
  });
});

describe('tags in the invalidation map', () => {
  const tagList = tagKeys.list();
  const tagTotals = reportKeys.tags('2026-01', '2026-04');
  const summary = reportKeys.summary('2026-01', '2026-04');
  const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;

  beforeEach(() => {
    for (const key of [tagList, tagTotals, summary])
      queryClient.setQueryData(key, { cached: true });
  });

  it('a renamed, merged or deleted tag touches every transaction list and row, the tags and their totals', async () => {
    expect(await touchedBy({ kind: 'tagsChanged' })).toEqual(sorted(...everyTransactionList));
    expect(invalidated(tagList)).toBe(true);
    expect(invalidated(tagTotals)).toBe(true);
    // No amount moved: the other reports and the balances stay.
    expect(invalidated(summary)).toBe(false);
  });

  it.each<Write>([
    { kind: 'transactionCreated', transaction: inMarch },
    { kind: 'transactionUpdated', before: inMarch, after: inMarch },
    { kind: 'transactionDeleted', transaction: inMarch },
    { kind: 'categoryDeleted', budget: { month: '2026-03-01' } },
    { kind: 'budgetDeleted', budget: { month: '2026-03-01' } },
    { kind: 'liveChange', resource: 'transaction' },
    { kind: 'accountRestored' },
  ])("the tag list's counts and the tag totals follow the rows ($kind)", async (write) => {
    await invalidateAfter(queryClient, write);
    expect(invalidated(tagList)).toBe(true);
    expect(invalidated(tagTotals)).toBe(true);
  });

  it.each<Write>([
    { kind: 'budgetSaved', budget: { month: '2026-03-01' } },
    { kind: 'goalsChanged' },
    { kind: 'accountUpdated' },
  ])('a write that changes no row leaves the tag list alone ($kind)', async (write) => {
    await invalidateAfter(queryClient, write);
    expect(invalidated(tagList)).toBe(false);
  });
});
