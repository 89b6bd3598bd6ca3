import { describe, expect, it } from 'vitest';
import { SAME_ACCOUNT_MESSAGE, TRANSFER_CATEGORY } from '@elevate/shared/schemas/accounts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';
import { TRANSFER_CATEGORY_NEEDED } from '../transactions/transaction-transfers.ts';
import { TRANSFER_KEEPS_ACCOUNTS } from '../transactions/transaction-updates.ts';

const { t, user, api } = signedInUserPerFile();
const checking = () => user.id;
let savings: string;
let brokerage: string;

const balances = async () =>
  Object.fromEntries(
    ((await api.get('/api/accounts')).body.accounts as { name: string; balance: number }[]).map(
      (account) => [account.name, account.balance],
    ),
  );
const actuals = async () =>
  Object.fromEntries(
    (
      (await api.get('/api/budgets?month=2026-04-01')).body[0].categories as {
        name: string;
        actualAmount: number;
      }[]
    ).map((category) => [category.name, category.actualAmount]),
  );
const expectKept = async () => {
  const { kept, computed } = await keptAndComputed(t.database.db, user.id);
  expect(kept).toEqual(computed);
};
const move = (from: string, to: string, amount: number, extra: Record<string, unknown> = {}) =>
  api.post('/api/transfers', {
    fromAccountId: from,
    toAccountId: to,
    amount,
    date: '2026-04-12',
    ...extra,
  });

describe('transfers', () => {
  it('between two on-budget accounts move both balances and touch no budget figure', async () => {
    savings = (
      await api.post('/api/accounts', { name: 'Savings', type: 'savings', onBudget: true })
    ).body._id;
    brokerage = (
      await api.post('/api/accounts', { name: 'Brokerage', type: 'investment', onBudget: false })
    ).body._id;
    await api.post('/api/budgets', {
      month: '2026-04-01',
      categories: [
        { name: TRANSFER_CATEGORY, type: 'expense', budgetedAmount: 0 },
        { name: 'Investing', type: 'savings', budgetedAmount: 100 },
      ],
    });
    const res = await move(checking(), savings, 300.25);
    expect(res.status).toBe(201);
    const { from, to } = res.body;
    expect(from).toMatchObject({
      accountId: checking(),
      transferId: to._id,
      type: 'expense',
      category: TRANSFER_CATEGORY,
      description: 'Transfer to Savings',
      amount: 300.25,
    });
    expect(to).toMatchObject({
      accountId: savings,
      transferId: from._id,
      type: 'income',
      description: 'Transfer from Main account',
    });
    expect(await balances()).toEqual({ 'Main account': -300.25, Savings: 300.25, Brokerage: 0 });
    expect(await actuals()).toEqual({ [TRANSFER_CATEGORY]: 0, Investing: 0 });
    await expectKept();
  });

  it('keep their two rows in step: an edit of either moves both, a deletion takes both', async () => {
    const { from, to } = (await move(savings, checking(), 50)).body;
    const edited = await api.put(`/api/transactions/${to._id}`, { amount: 75, date: '2026-04-20' });
    expect(edited.status).toBe(200);
    expect((await api.get(`/api/transactions/${from._id}`)).body).toMatchObject({
      amount: 75,
      date: '2026-04-20T00:00:00.000Z',
    });
    expect(await balances()).toMatchObject({ 'Main account': -225.25, Savings: 225.25 });
    for (const change of [{ accountId: brokerage }, { type: 'expense' }, { amount: -5 }]) {
      expect(await api.put(`/api/transactions/${to._id}`, change)).toEqual({
        status: 400,
        body: { msg: TRANSFER_KEEPS_ACCOUNTS },
      });
    }
    // Another category and notes are the row's own.
    const noted = await api.put(`/api/transactions/${from._id}`, { notes: 'rainy day' });
    expect(noted.body.notes).toBe('rainy day');
    expect((await api.del(`/api/transactions/${from._id}`)).status).toBe(200);
    expect((await api.get(`/api/transactions/${to._id}`)).status).toBe(404);
    expect(await balances()).toMatchObject({ 'Main account': -300.25, Savings: 300.25 });
    await expectKept();
  });

  it('into a tracking account count in the budget under the category picked, and only on the budget side', async () => {
    expect(await move(checking(), brokerage, 40)).toEqual({
      status: 400,
      body: { errors: [{ param: 'category', msg: TRANSFER_CATEGORY_NEEDED }] },
    });
    const res = await move(checking(), brokerage, 40, { category: 'Investing', type: 'savings' });
    expect(res.body.from).toMatchObject({ type: 'savings', category: 'Investing' });
    expect(res.body.to).toMatchObject({ type: 'income', category: TRANSFER_CATEGORY });
    expect(await actuals()).toMatchObject({ Investing: 40 });
    expect(await balances()).toMatchObject({ 'Main account': -340.25, Brokerage: 40 });

    // The brokerage joins the budget: the move is now between two budget accounts.
    await api.put(`/api/accounts/${brokerage}`, { onBudget: true });
    expect(await actuals()).toMatchObject({ Investing: 0 });
    await api.put(`/api/accounts/${brokerage}`, { onBudget: false });
    expect(await actuals()).toMatchObject({ Investing: 40 });
    await expectKept();
  });

  it("refuse bad input and answer another ledger's account like a missing one", async () => {
    const stranger = apiClient(t.app, await createTestUser(t));
    const theirs = (await stranger.get('/api/accounts')).body.accounts[0]._id as string;
    expect(await move(checking(), checking(), 5)).toEqual({
      status: 400,
      body: { errors: [{ param: 'toAccountId', msg: SAME_ACCOUNT_MESSAGE }] },
    });
    for (const amount of [0, -5, 1.005]) {
      expect((await move(checking(), savings, amount)).status).toBe(400);
    }
    expect(await move(checking(), theirs, 5)).toEqual({
      status: 404,
      body: { msg: ACCOUNT_NOT_FOUND },
    });
    expect(await move(theirs, checking(), 5)).toEqual({
      status: 404,
      body: { msg: ACCOUNT_NOT_FOUND },
    });
    expect((await stranger.get('/api/transactions')).body.transactions).toEqual([]);
  });

  it('stay exact through a parallel burst, and a switch of an account racing them', async () => {
    const sent = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        move(i % 2 ? checking() : savings, i % 2 ? savings : checking(), i + 1),
      ),
      api.put(`/api/accounts/${savings}`, { onBudget: false }),
      ...Array.from({ length: 5 }, () => move(savings, brokerage, 1, { category: 'Investing' })),
    ]);
    // A transfer whose account switched under it is refused as a whole (409) or lands whole.
    expect(sent.every((res) => [200, 201, 400, 409].includes(res.status))).toBe(true);
    await expectKept();
    await api.put(`/api/accounts/${savings}`, { onBudget: true });
    await expectKept();
  });

  it('written together in one burst, each answers for itself: 201, 404 and 400 side by side', async () => {
    const before = await balances();
    const other = await createTestUser(t);
    const results = await Promise.all([
      move(checking(), savings, 7),
      move(checking(), other.id, 5),
      move(checking(), brokerage, 3),
      move(savings, checking(), 2, { description: 'Back', notes: 'n' }),
    ]);
    expect(results.map((res) => res.status)).toEqual([201, 404, 400, 201]);
    expect(results[1]?.body).toEqual({ msg: ACCOUNT_NOT_FOUND });
    expect(results[2]?.body).toEqual({
      errors: [{ param: 'category', msg: TRANSFER_CATEGORY_NEEDED }],
    });
    expect(results[3]?.body.from).toMatchObject({ description: 'Back', notes: 'n', amount: 2 });
    expect(results[3]?.body.to).toMatchObject({ description: 'Back', type: 'income' });
    const after = await balances();
    const moved = (name: string) => Math.round((after[name]! - before[name]!) * 100) / 100;
    expect([moved('Main account'), moved('Savings'), moved('Brokerage')]).toEqual([-5, 5, 0]);
    await expectKept();
  });
});
