import {
  SPLIT_MIXED_TYPES,
  SPLIT_NEEDS_CATEGORY,
  SPLIT_TOO_LONG,
  SPLIT_TOO_SHORT,
  SPLIT_TRANSFER,
  SPLIT_WITH_CATEGORY,
  splitSumMessage,
} from '@elevate/shared/schemas/splits';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';

const { t, user, api } = signedInUserPerFile();

const receipt = {
  date: '2026-05-09',
  description: 'Supermarket',
  amount: 50.1,
  type: 'expense',
  splits: [
    { category: 'Groceries', amount: 30.05, notes: 'food' },
    { category: 'Household', amount: 20.05 },
  ],
};

const actuals = async (budgetId: string) => {
  const { body } = await api.get(`/api/budgets/${budgetId}`);
  return Object.fromEntries(
    (body.categories as { name: string; actualAmount: number }[]).map((c) => [
      c.name,
      c.actualAmount,
    ]),
  );
};

const errorsOf = (res: { status: number; body: { errors?: unknown } }) => {
  expect(res.status).toBe(400);
  return res.body.errors;
};

describe('split transactions', () => {
  let budgetId = '';

  it('are created with their parts, answered with category null, and read back alike', async () => {
    budgetId = (
      await api.post('/api/budgets', {
        month: '2026-05-01',
        categories: [
          { name: 'Groceries', type: 'expense', budgetedAmount: 200 },
          { name: 'Household', type: 'expense', budgetedAmount: 80 },
          { name: 'Fun', type: 'expense', budgetedAmount: 40 },
        ],
      })
    ).body._id;
    const res = await api.post('/api/transactions', receipt);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 50.1,
      category: null,
      splits: [
        { category: 'Groceries', type: 'expense', amount: 30.05, notes: 'food' },
        { category: 'Household', type: 'expense', amount: 20.05, notes: null },
      ],
    });
    expect((await api.get(`/api/transactions/${res.body._id}`)).body).toEqual(res.body);
    const listed = (await api.get('/api/transactions?month=2026-05')).body.transactions;
    expect(listed).toEqual([res.body]);
    const plain = await api.post('/api/transactions', { ...receipt, splits: [], category: 'Fun' });
    expect(plain.body).toMatchObject({ category: 'Fun', splits: [] });
    await api.del(`/api/transactions/${plain.body._id}`);
  });

  it("count each part in its own category in the budget's actuals and the reports", async () => {
    expect(await actuals(budgetId)).toMatchObject({ Groceries: 30.05, Household: 20.05, Fun: 0 });
    const { body } = await api.get('/api/reports/summary?from=2026-05&to=2026-05');
    const spent = Object.fromEntries(
      (body.months[0].categories as { name: string; actual: number }[]).map((c) => [
        c.name,
        c.actual,
      ]),
    );
    expect(spent).toMatchObject({ Groceries: 30.05, Household: 20.05 });
  });

  it('are found by a category filter when a part matches, on every list path', async () => {
    const other = await api.post('/api/transactions', {
      date: '2026-05-10',
      description: 'Cinema',
      amount: 12,
      type: 'expense',
      category: 'Fun',
    });
    const ids = async (query: string) => {
      const { body } = await api.get(`/api/transactions?${query}`);
      return {
        ids: body.transactions.map((row: { _id: string }) => row._id),
        total: body.pagination.totalCount,
      };
    };
    const split = (await ids('category=househ')).ids;
    expect(split).toHaveLength(1);
    // The 'contains' search of texts, the general path (an amount bound) and a description beside.
    expect(await ids('category=grocer&type=expense')).toEqual({ ids: split, total: 1 });
    expect(await ids('category=grocer&minAmount=1')).toEqual({ ids: split, total: 1 });
    expect(await ids('category=grocer&description=market')).toEqual({ ids: split, total: 1 });
    expect(await ids('category=grocer&description=cinema')).toEqual({ ids: [], total: 0 });
    expect(await ids('category=fun')).toEqual({ ids: [other.body._id], total: 1 });
    expect(await ids('category=u')).toEqual({ ids: [other.body._id, ...split], total: 2 });
    // The parts' categories are kept apart by a control character: a filter cannot name one.
    const unit = await api.get('/api/transactions?category=Groceries%1FHouse');
    expect(unit.status).toBe(400);
    expect(unit.body.errors[0].param).toBe('category');
    await api.del(`/api/transactions/${other.body._id}`);
  });

  it('refuse parts that do not add up, mix types, come alone, too many or beside a category', async () => {
    const sum = errorsOf(
      await api.post('/api/transactions', {
        ...receipt,
        splits: [receipt.splits[0], { category: 'Household', amount: 20 }],
      }),
    );
    expect(sum).toEqual([{ param: 'splits', msg: splitSumMessage(5010, 5005) }]);
    expect(
      errorsOf(
        await api.post('/api/transactions', {
          ...receipt,
          splits: [receipt.splits[0], { category: 'Salary', type: 'income', amount: 20.05 }],
        }),
      ),
    ).toEqual([{ param: 'splits', msg: SPLIT_MIXED_TYPES }]);
    expect(
      errorsOf(
        await api.post('/api/transactions', {
          ...receipt,
          splits: [{ category: 'A', amount: 50.1 }],
        }),
      ),
    ).toEqual([{ param: 'splits', msg: SPLIT_TOO_SHORT }]);
    expect(
      errorsOf(await api.post('/api/transactions', { ...receipt, category: 'Groceries' })),
    ).toEqual([{ param: 'category', msg: SPLIT_WITH_CATEGORY }]);
    const many = Array.from({ length: 1000 }, () => ({ category: 'Groceries', amount: 0.01 }));
    const long = await api.post('/api/transactions', { ...receipt, amount: 10, splits: many });
    expect(errorsOf(long)).toEqual([{ param: 'splits', msg: SPLIT_TOO_LONG }]);
    const zero = await api.post('/api/transactions', {
      ...receipt,
      splits: [
        { category: 'A', amount: 0 },
        { category: 'B', amount: 50.1 },
      ],
    });
    expect(zero.status).toBe(400);
    const unknown = await api.post('/api/transactions', {
      ...receipt,
      splits: [{ ...receipt.splits[0], colour: 'red' }, receipt.splits[1]],
    });
    expect(unknown.status).toBe(400);
    expect((await api.get('/api/transactions?month=2026-05')).body.pagination.totalCount).toBe(1);
  });

  it('change their parts, refuse an amount the parts do not make, and file under one category again', async () => {
    const [split] = (await api.get('/api/transactions?month=2026-05')).body.transactions;
    const url = `/api/transactions/${split._id}`;
    const moved = await api.put(url, {
      ...split,
      splits: [
        { category: 'Groceries', amount: 10.05 },
        { category: 'Fun', amount: 40.05, notes: 'gift' },
      ],
    });
    expect(moved.body).toMatchObject({ category: null });
    expect(moved.status).toBe(200);
    expect(await actuals(budgetId)).toMatchObject({ Groceries: 10.05, Household: 0, Fun: 40.05 });
    // The full echo (category null, its parts) changes nothing else.
    expect((await api.put(url, { ...moved.body, notes: 'kept' })).body.splits).toEqual(
      moved.body.splits,
    );
    expect(errorsOf(await api.put(url, { amount: 60 }))).toEqual([
      { param: 'splits', msg: splitSumMessage(6000, 5010) },
    ]);
    expect(errorsOf(await api.put(url, { category: 'Fun' }))).toEqual([
      { param: 'category', msg: SPLIT_NEEDS_CATEGORY },
    ]);
    expect(errorsOf(await api.put(url, { type: 'income', splits: moved.body.splits }))).toEqual([
      { param: 'splits', msg: SPLIT_MIXED_TYPES },
    ]);
    const grown = await api.put(url, {
      amount: 60,
      splits: [
        { category: 'Groceries', amount: 20 },
        { category: 'Fun', amount: 40 },
      ],
    });
    expect(grown.body).toMatchObject({ amount: 60, category: null });
    expect(await actuals(budgetId)).toMatchObject({ Groceries: 20, Fun: 40 });
    const whole = await api.put(url, { category: 'Household', splits: [] });
    expect(whole.body).toMatchObject({ amount: 60, category: 'Household', splits: [] });
    expect(await actuals(budgetId)).toMatchObject({ Groceries: 0, Household: 60, Fun: 0 });
    const again = await api.put(url, { category: null, splits: receipt.splits, amount: 50.1 });
    expect(again.body.splits).toHaveLength(2);
    expect(await actuals(budgetId)).toMatchObject({ Groceries: 30.05, Household: 20.05, Fun: 0 });
  });

  it("move their parts with a renamed category and lose a deleted category's part", async () => {
    const patched = await api.patch(`/api/budgets/${budgetId}/categories`, {
      name: 'groceries',
      type: 'expense',
      newName: 'Food',
    });
    expect(patched.status).toBe(200);
    const [row] = (await api.get('/api/transactions?month=2026-05')).body.transactions;
    expect(row.splits.map((part: { category: string }) => part.category)).toEqual([
      'Food',
      'Household',
    ]);
    expect(await actuals(budgetId)).toMatchObject({ Food: 30.05, Household: 20.05 });
    // A split's parts share its type: a new type for one part's category is refused.
    const retype = await api.patch(`/api/budgets/${budgetId}/categories`, {
      name: 'Food',
      type: 'expense',
      newType: 'savings',
    });
    expect(retype.status).toBe(409);
    const gone = await api.del(`/api/budgets/${budgetId}/categories?name=Household&type=expense`);
    expect(gone.status).toBe(200);
    const [left] = (await api.get('/api/transactions?month=2026-05')).body.transactions;
    expect(left).toMatchObject({ amount: 30.05, category: 'Food', splits: [] });
    expect(await actuals(budgetId)).toMatchObject({ Food: 30.05 });
  });

  it("never split a transfer's row", async () => {
    const savings = (
      await api.post('/api/accounts', { name: 'Savings', type: 'savings', onBudget: true })
    ).body._id;
    const accounts = (await api.get('/api/accounts')).body.accounts as { _id: string }[];
    const from = accounts.find((a) => a._id !== savings)!._id;
    const { body } = await api.post('/api/transfers', {
      fromAccountId: from,
      toAccountId: savings,
      amount: 10,
      date: '2026-05-12',
    });
    const res = await api.put(`/api/transactions/${body.to._id}`, {
      category: null,
      splits: [
        { category: 'A', amount: 4 },
        { category: 'B', amount: 6 },
      ],
    });
    expect(errorsOf(res)).toEqual([{ param: 'splits', msg: SPLIT_TRANSFER }]);
  });

  it("answer another ledger's split as missing and change nothing of it", async () => {
    const created = await api.post('/api/transactions', { ...receipt, date: '2026-06-01' });
    const other = apiClient(t.app, await createTestUser(t));
    const res = await other.put(`/api/transactions/${created.body._id}`, {
      category: null,
      splits: [
        { category: 'Mine', amount: 25.05 },
        { category: 'Yours', amount: 25.05 },
      ],
    });
    expect(res.status).toBe(404);
    expect((await api.get(`/api/transactions/${created.body._id}`)).body).toEqual(created.body);
    expect(user.id).toBe(created.body.user);
  });
});
