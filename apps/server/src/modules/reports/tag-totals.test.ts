import { RANGE_ORDER_MESSAGE } from '@elevate/shared/schemas/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUserPerFile } from '../../test/per-file.ts';

// GET /api/reports/tags (decision 0053): a tag's money over a range, as the budget counts it.
const { user, api } = signedInUserPerFile();

const add = async (
  date: string,
  amount: number,
  type: string,
  tags: string[],
  extra: Record<string, unknown> = {},
) => {
  const res = await api.post('/api/transactions', {
    date,
    description: 'Row',
    amount,
    type,
    category: type === 'income' ? 'Salary' : 'Food',
    tags,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
};
const report = async (from: string, to: string) => {
  const res = await api.get(`/api/reports/tags?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body.tags;
};

beforeAll(async () => {
  const savings = (
    await api.post('/api/accounts', { name: 'Savings', type: 'savings', onBudget: true })
  ).body._id;
  const broker = (
    await api.post('/api/accounts', { name: 'Broker', type: 'investment', onBudget: false })
  ).body._id;
  await add('2026-03-02', 100.1, 'expense', ['Trip', 'hotel']);
  await add('2026-03-03', -20.05, 'expense', ['trip']); // a refund
  await add('2026-03-04', 500, 'income', ['TRIP']);
  await add('2026-03-05', 30, 'savings', ['trip']); // counted, in neither total
  await add('2026-04-30T23:59:59.999Z', 12, 'expense', ['food']);
  await add('2026-05-01T00:00:00.000Z', 99, 'expense', ['trip']); // after the range
  // A tracking account's row never counts in the budget, tagged or not.
  await add('2026-03-06', 1000, 'expense', ['trip'], { accountId: broker });
  // Both rows of a transfer between two on-budget accounts leave the budget alone.
  const both = await api.post('/api/transfers', {
    fromAccountId: user.id,
    toAccountId: savings,
    amount: 250,
    date: '2026-03-07',
  });
  // Into a tracking account the on-budget side counts, as an expense of its category.
  const out = await api.post('/api/transfers', {
    fromAccountId: user.id,
    toAccountId: broker,
    amount: 40,
    date: '2026-03-08',
    category: 'Investing',
  });
  for (const row of [both.body.from, both.body.to, out.body.from, out.body.to]) {
    const tagged = await api.put(`/api/transactions/${row._id}`, { tags: ['trip'] });
    expect(tagged.body.tags).toEqual(['Trip']);
  }
});

describe('the tag report', () => {
  it("adds up each tag's income and expense in budget over the range, largest expense first", async () => {
    expect(await report('2026-03', '2026-04')).toEqual([
      { name: 'Trip', income: 500, expense: 120.05, count: 5 },
      { name: 'hotel', income: 0, expense: 100.1, count: 1 },
      { name: 'food', income: 0, expense: 12, count: 1 },
    ]);
    expect(await report('2026-04', '2026-05')).toEqual([
      { name: 'Trip', income: 0, expense: 99, count: 1 },
      { name: 'food', income: 0, expense: 12, count: 1 },
    ]);
    expect(await report('2025-01', '2025-12')).toEqual([]);
  });

  it('follows a rename at once (a kept answer is for its data only)', async () => {
    expect((await report('2026-03', '2026-03'))[0]).toMatchObject({ name: 'Trip', count: 5 });
    expect((await api.put('/api/tags/trip', { name: 'Holiday' })).status).toBe(200);
    expect((await report('2026-03', '2026-03'))[0]).toEqual({
      name: 'Holiday',
      income: 500,
      expense: 120.05,
      count: 5,
    });
  });

  it('refuses a range as the other reports do', async () => {
    expect(await api.get('/api/reports/tags?from=2026-05&to=2026-04')).toEqual({
      status: 400,
      body: { errors: [{ param: 'to', msg: RANGE_ORDER_MESSAGE }] },
    });
    expect((await api.get('/api/reports/tags?from=2026-05')).status).toBe(400);
  });
});
