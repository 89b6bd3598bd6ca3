import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_TEXT } from '@elevate/shared/schemas/accounts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { RECONCILE_DIFFERENCE } from '../transactions/transaction-reconcile.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';
import { RECONCILED_NEEDS_CONFIRM } from '../transactions/transaction-updates.ts';

const { t, user, api } = signedInUserPerFile();
const account = () => user.id;

const add = async (date: string, amount: number, cleared: boolean, type = 'expense') =>
  (
    await api.post('/api/transactions', {
      date,
      description: 'Card',
      amount,
      type,
      category: type === 'income' ? 'Salary' : 'Food',
      cleared,
    })
  ).body as { _id: string; reconciled: boolean };
const reconcile = (statementDate: string, statementBalance: number, adjust?: boolean) =>
  api.post(`/api/accounts/${account()}/reconcile`, { statementDate, statementBalance, adjust });
const main = async () =>
  (await api.get('/api/accounts')).body.accounts[0] as {
    balance: number;
    clearedBalance: number;
    reconciledBalance: number;
    reconciledAt: string | null;
  };

describe('reconciling an account with a bank statement', () => {
  it('answers the difference when the cleared balance is off, and locks the cleared rows when it matches', async () => {
    await api.put(`/api/accounts/${account()}`, { openingBalance: 100 });
    const pay = await add('2026-06-01', 1000, true, 'income');
    const rent = await add('2026-06-03', 400.5, true);
    const pending = await add('2026-06-04', 20, false);
    const later = await add('2026-07-02', 5, true);
    expect(await reconcile('2026-06-30', 700)).toEqual({
      status: 409,
      body: { msg: RECONCILE_DIFFERENCE, difference: 0.5 },
    });
    expect((await main()).reconciledAt).toBeNull();

    expect(await reconcile('2026-06-30', 699.5)).toEqual({
      status: 200,
      body: { difference: 0, reconciled: 2 },
    });
    for (const [row, locked] of [
      [pay, true],
      [rent, true],
      [pending, false],
      [later, false],
    ] as const) {
      expect((await api.get(`/api/transactions/${row._id}`)).body.reconciled).toBe(locked);
    }
    expect(await main()).toMatchObject({
      balance: 674.5,
      clearedBalance: 694.5,
      reconciledBalance: 699.5,
      reconciledAt: '2026-06-30',
    });
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it("keeps a reconciled row's amount, date, account and clearing unless the change is confirmed", async () => {
    const [row] = (await api.get('/api/transactions?limit=10')).body.transactions.filter(
      (r: { reconciled: boolean; amount: number }) => r.reconciled && r.amount === 400.5,
    );
    const locked = { status: 409, body: { msg: RECONCILED_NEEDS_CONFIRM } };
    for (const change of [{ amount: 401 }, { date: '2026-06-05' }, { cleared: false }]) {
      expect(await api.put(`/api/transactions/${row._id}`, change)).toEqual(locked);
    }
    // The full row echoed back with a new description or notes is no change of the statement's.
    const renamed = await api.put(`/api/transactions/${row._id}`, { ...row, description: 'Rent' });
    expect(renamed.body).toMatchObject({ description: 'Rent', reconciled: true });
    const confirmed = await api.put(`/api/transactions/${row._id}`, {
      cleared: false,
      confirm: true,
    });
    expect(confirmed.body).toMatchObject({ cleared: false, reconciled: false });
    await api.put(`/api/transactions/${row._id}`, { cleared: true });
  });

  it('books an adjustment for the difference when asked, and reconciles through it', async () => {
    const res = await reconcile('2026-07-31', 700, true);
    // The rent row (cleared again after its confirmed change), July's row and the adjustment.
    expect(res).toEqual({ status: 200, body: { difference: 0, reconciled: 3 } });
    const [adjustment] = (
      await api.get(`/api/transactions?description=${encodeURIComponent(ADJUSTMENT_TEXT)}`)
    ).body.transactions;
    expect(adjustment).toMatchObject({
      amount: 5.5,
      type: 'income',
      category: ADJUSTMENT_TEXT,
      cleared: true,
      reconciled: true,
      date: '2026-07-31T00:00:00.000Z',
    });
    expect(await main()).toMatchObject({ clearedBalance: 700, reconciledBalance: 700 });
  });

  it("refuses bad input, and another ledger's account like a missing one", async () => {
    const stranger = apiClient(t.app, await createTestUser(t));
    const theirs = (await stranger.get('/api/accounts')).body.accounts[0]._id as string;
    expect(
      await api.post(`/api/accounts/${theirs}/reconcile`, {
        statementDate: '2026-07-31',
        statementBalance: 0,
      }),
    ).toEqual({ status: 404, body: { msg: ACCOUNT_NOT_FOUND } });
    for (const body of [
      { statementDate: '2026-02-30', statementBalance: 1 },
      { statementDate: '2026-07-31', statementBalance: 1.001 },
      { statementDate: '2026-07-31' },
      { statementDate: '2026-07-31', statementBalance: 1, adjust: 'yes' },
    ]) {
      expect((await api.post(`/api/accounts/${account()}/reconcile`, body)).status).toBe(400);
    }
  });

  it('races an edit: the edit lands before and is counted, or waits and finds the row locked', async () => {
    const row = await add('2026-08-02', 10, true);
    const before = (await main()).clearedBalance;
    const [edited, reconciled] = await Promise.all([
      api.put(`/api/transactions/${row._id}`, { amount: 12 }),
      reconcile('2026-08-31', before),
    ]);
    if (edited.status === 200) {
      // The edit came first: the statement (which did not know it) is 2 off.
      expect(reconciled).toEqual({
        status: 409,
        body: { msg: RECONCILE_DIFFERENCE, difference: 2 },
      });
    } else {
      expect([edited.body, reconciled.status]).toEqual([{ msg: RECONCILED_NEEDS_CONFIRM }, 200]);
    }
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });
});

describe('net worth', () => {
  it('adds every account at each month end, liabilities owed negative', async () => {
    const card = (
      await api.post('/api/accounts', {
        name: 'Card',
        type: 'credit_card',
        onBudget: true,
        openingBalance: -50,
        openingDate: '2026-07-15',
      })
    ).body._id as string;
    await api.post('/api/transactions', {
      date: '2026-08-10',
      description: 'Shoes',
      amount: 80,
      type: 'expense',
      category: 'Clothes',
      accountId: card,
    });
    const res = await api.get('/api/reports/net-worth?from=2026-05&to=2026-08');
    expect(res.status).toBe(200);
    const months = res.body.months as {
      month: string;
      assets: number;
      liabilities: number;
      netWorth: number;
      accounts: { _id: string; balance: number }[];
    }[];
    expect(months.map((m) => m.month)).toEqual(['2026-05', '2026-06', '2026-07', '2026-08']);
    const balances = (await api.get('/api/accounts')).body.accounts as {
      _id: string;
      balance: number;
    }[];
    const last = months.at(-1)!;
    expect(last.accounts).toEqual(balances.map(({ _id, balance }) => ({ _id, balance })));
    expect(last).toMatchObject({ liabilities: -130, netWorth: last.assets - 130 });
    expect(months[0]).toMatchObject({ assets: 100, liabilities: 0, netWorth: 100 });
    expect(months[2]!.liabilities).toBe(-50);
    expect((await api.get('/api/reports/net-worth?from=2026-08&to=2026-05')).status).toBe(400);
  });
});
