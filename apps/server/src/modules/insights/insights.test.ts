import { formatMonthYear, monthKey, shiftMonth, type CategoryType } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { ledger } from '../reports/test/ledger.ts';

// The 12th of the real current month: the rules read 'today' for the pace of
// the month, so the clock is fixed (only Date: timers and the database run as usual).
const real = new Date();
const NOW = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), 12, 12));
const M = monthKey(NOW);
const m = (offset: number) => shiftMonth(M, offset);
const day = (offset: number, d: number) => `${m(offset)}-${String(d).padStart(2, '0')}`;
const DAYS = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + 1, 0)).getUTCDate();

let t: TestApp;
let api: ApiClient;
let book: ReturnType<typeof ledger>;

// Independent formatting of the figures: en-US dollars, cents only when there are some.
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
const name = (month: string) => formatMonthYear(`${month}-01T00:00:00.000Z`);

/** Cents of the ledger's transactions of a month, by type and optionally category. */
const sum = (month: string, type: CategoryType, category?: string) =>
  book
    .inMonth(month)
    .filter((tx) => tx.type === type && (category === undefined || tx.category === category))
    .reduce((s, tx) => s + Math.round(tx.amount * 100), 0);

const lines = [
  { name: 'Salary', type: 'income' as const, budgetedAmount: 0 },
  { name: 'Groceries', type: 'expense' as const, budgetedAmount: 500 },
  { name: 'Rent', type: 'expense' as const, budgetedAmount: 1500 },
  { name: 'Dining', type: 'expense' as const, budgetedAmount: 300 },
  { name: 'Emergency Fund', type: 'savings' as const, budgetedAmount: 500 },
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  book = ledger(api);
  for (let k = -6; k <= -1; k += 1) {
    await book.add(day(k, 1), 'Paycheck', k === -1 ? 4000 : 5000, 'income', 'Salary');
    await book.add(day(k, 1), 'Landlord', 1500, 'expense', 'Rent');
    await book.add(day(k, 2), 'Transfer', k === -1 ? 800 : 500, 'savings', 'Emergency Fund');
    for (const d of [4, 11, 18, 25])
      await book.add(day(k, d), 'Market', 100, 'expense', 'Groceries');
  }
  await book.add(day(-3, 15), 'Design job', 600, 'income', 'Freelance');
  await book.add(day(-1, 20), 'Costco', 900, 'expense', 'Groceries');
  await book.add(day(-1, 26), 'Market', -20, 'expense', 'Groceries'); // a refund
  await book.budget(m(-1), lines);
  await book.budget(M, lines);
  await book.add(day(0, 1), 'Paycheck', 2500, 'income', 'Salary');
  await book.add(day(0, 1), 'Landlord', 1500, 'expense', 'Rent');
  await book.add(day(0, 3), 'Transfer', 300, 'savings', 'Emergency Fund');
  for (const d of [2, 5, 9]) await book.add(day(0, d), 'Market', 150, 'expense', 'Groceries');
  for (const d of [3, 7]) await book.add(day(0, d), 'Pizza', 30, 'expense', 'Dining');
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

type Insight = { id: string; kind: string; text: string; why: string };
const insightsOf = async (month: string, client = api): Promise<Insight[]> => {
  const res = await client.get(`/api/insights?month=${month}`);
  expect(res.status).toBe(200);
  return res.body.insights;
};
const rate = (savings: number, income: number) => Math.round((savings / income) * 100);

describe('GET /api/insights for the current month', () => {
  it('shows the category ahead of pace, the savings rate and the income so far', async () => {
    const insights = await insightsOf(M);
    expect(insights.map((i) => i.kind)).toEqual(['pace', 'savings-rate', 'income']);
    const [pace, savings, income] = insights as [Insight, Insight, Insight];

    const groceries = sum(M, 'expense', 'Groceries');
    expect(pace.text).toBe(`Groceries: ${usd(groceries)} of $500 spent by day 12`);
    expect(pace.why).toContain(`${Math.round((groceries / 50_000) * 100)}% of the budget`);
    expect(pace.why).toContain(`day 12 of ${DAYS}`);
    expect(pace.why).toContain(usd(Math.round((groceries * DAYS) / 12)));

    const months6 = [-6, -5, -4, -3, -2, -1].map(m);
    const [s6, i6] = [
      months6.reduce((s, x) => s + sum(x, 'savings'), 0),
      months6.reduce((s, x) => s + sum(x, 'income'), 0),
    ];
    const [r, last, avg] = [
      rate(sum(M, 'savings'), sum(M, 'income')),
      rate(sum(m(-1), 'savings'), sum(m(-1), 'income')),
      rate(s6, i6),
    ];
    expect([r, last, avg]).toEqual([12, 20, 11]);
    expect(savings.text).toBe(
      `Savings rate 12% in ${name(M)}: down from 20% last month, above the 6-month average of 11%`,
    );
    expect(savings.why).toContain(`${usd(s6)} of ${usd(i6)}`);

    const prior = [-3, -2, -1].map((k) => sum(m(k), 'income'));
    const expected = Math.round(prior.reduce((a, b) => a + b, 0) / 3);
    expect(income.text).toBe(
      `Income so far: ${usd(sum(M, 'income'))} of about ${usd(expected)} expected`,
    );
    expect(income.why).toContain(prior.map(usd).join(', '));
  });
});

describe('GET /api/insights for a past month', () => {
  it('shows the category above average, the large transaction, savings, income and unbudgeted money', async () => {
    const month = m(-1);
    const insights = await insightsOf(month);
    expect(insights.map((i) => i.kind)).toEqual([
      'above-average',
      'large-transaction',
      'savings-rate',
      'income',
      'unbudgeted',
    ]);
    const [above, large, savings, income, unbudgeted] = insights as Insight[] as [
      Insight,
      Insight,
      Insight,
      Insight,
      Insight,
    ];
    const groceries = sum(month, 'expense', 'Groceries');
    const prior = [-4, -3, -2].map((k) => sum(m(k), 'expense', 'Groceries'));
    const average = Math.round(prior.reduce((a, b) => a + b, 0) / 3);
    expect(above.text).toBe(
      `Groceries is ${Math.round(((groceries - average) / average) * 100)}% above its 3-month average`,
    );
    expect(above.why).toContain(
      `${usd(groceries)} in ${name(month)} against an average of ${usd(average)}`,
    );

    // The 6 months before hold 20 grocery transactions (the seventh has none).
    const history = [-7, -6, -5, -4, -3, -2].map((k) => sum(m(k), 'expense', 'Groceries'));
    const mean = Math.round(history.reduce((a, b) => a + b, 0) / 20);
    expect(large.text).toBe('Unusually large Groceries transaction: Costco, $900');
    expect(large.why).toContain(
      `${(90_000 / mean).toFixed(1)} times the average Groceries transaction of ${usd(mean)}`,
    );
    expect(large.why).toContain('(20 transactions)');

    expect(savings.text).toBe(
      `Savings rate 20% in ${name(month)}: up from 10% last month, above the 6-month average of 10%`,
    );
    const expected = Math.round([-4, -3, -2].reduce((s, k) => s + sum(m(k), 'income'), 0) / 3);
    const diff = expected - sum(month, 'income');
    expect(income.text).toBe(
      `Income in ${name(month)} was ${usd(diff)} below the usual ${usd(expected)}`,
    );
    const left = sum(month, 'income') - 280_000;
    expect(unbudgeted.text).toBe(`${usd(left)} of ${name(month)}'s money is not budgeted yet`);
    expect(unbudgeted.why).toContain(`budgeted $2,800 (expense and savings) = ${usd(left)}`);
  });

  it('shows nothing where the history is too thin or the month is still to come', async () => {
    expect(await insightsOf(m(-6))).toEqual([]);
    expect(await insightsOf(m(1))).toEqual([]);
    const newcomer = apiClient(t.app, await createTestUser(t));
    await newcomer.post('/api/budgets', { month: `${M}-01`, categories: lines });
    await newcomer.post('/api/transactions', {
      date: day(0, 1),
      description: 'Paycheck',
      amount: 2800,
      type: 'income',
      category: 'Salary',
    });
    for (const d of [2, 3]) {
      await newcomer.post('/api/transactions', {
        date: day(0, d),
        description: 'Market',
        amount: 60,
        type: 'expense',
        category: 'Groceries',
      });
    }
    expect(await insightsOf(M, newcomer)).toEqual([]);
  });
});

describe('POST /api/insights/:id/dismiss', () => {
  it('hides the insight for its month, for this user only, and stays idempotent', async () => {
    const [pace] = await insightsOf(M);
    expect(pace?.kind).toBe('pace');
    const res = await api.post(`/api/insights/${pace?.id}/dismiss`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await insightsOf(M)).map((i) => i.kind)).toEqual(['savings-rate', 'income']);
    expect((await api.post(`/api/insights/${pace?.id}/dismiss`, {})).status).toBe(200);
    // Another month's insights are untouched.
    expect((await insightsOf(m(-1))).length).toBe(5);
  });

  it("answers 404 for another user's insight or an unknown one, 400 for a malformed id", async () => {
    const [savings] = await insightsOf(M);
    const intruder = apiClient(t.app, await createTestUser(t));
    const stolen = await intruder.post(`/api/insights/${savings?.id}/dismiss`, {});
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ msg: 'Insight not found' });
    expect((await insightsOf(M)).map((i) => i.id)).toContain(savings?.id);
    expect((await api.post(`/api/insights/pace-${M}-0123456789ab/dismiss`, {})).status).toBe(404);
    for (const bad of ['x', `pace-${M}-XYZ`, `pace-2026-13-0123456789ab`, 'a'.repeat(99)]) {
      expect((await api.post(`/api/insights/${bad}/dismiss`, {})).status, bad).toBe(400);
    }
    // Past Fastify's 100-character parameter limit the route is not even reached.
    expect((await api.post(`/api/insights/${'a'.repeat(200)}/dismiss`, {})).status).toBe(414);
  });

  it('needs a session and the CSRF header', async () => {
    const [first] = await insightsOf(M);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/insights/${first?.id}/dismiss`,
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    const user = await createTestUser(t);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/insights/${first?.id}/dismiss`,
      headers: { authorization: user.headers.authorization ?? '' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await api.get('/api/insights?month=2026-1')).status).toBe(400);
    expect((await api.get('/api/insights')).status).toBe(400);
  });
});
