import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { byTypeAndName, ledger } from './test/ledger.ts';

let t: TestApp;
let api: ApiClient;
let book: ReturnType<typeof ledger>;

const line = (name: string, type: 'income' | 'expense' | 'savings', budgetedAmount = 0) => ({
  name,
  type,
  budgetedAmount,
});

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  book = ledger(api);
  await book.budget('2025-11', [
    line('Salary', 'income'),
    line('Food', 'expense', 300),
    line('Trip', 'expense', 900),
  ]);
  await book.add('2025-11-03', 'Paycheck', 3000, 'income', 'Salary');
  await book.add('2025-11-20', 'Flight', 650.4, 'expense', 'Trip');
  await book.budget('2026-01', [
    line('Salary', 'income'),
    line('Food', 'expense', 400),
    line('Dining', 'expense', 120.5),
    line('Emergency Fund', 'savings', 250),
  ]);
  await book.add('2026-01-02', 'Paycheck', 3200, 'income', 'Salary');
  await book.add('2026-01-05', 'Whole Foods', 82.35, 'expense', 'Food');
  await book.add('2026-01-09', 'whole foods', 41.1, 'expense', 'FOOD');
  await book.add('2026-01-10', 'Whole Foods', -12.2, 'expense', 'Food'); // a refund
  await book.add('2026-01-12', 'Pizza Place', 33, 'expense', 'Dining');
  await book.add('2026-01-15', 'Transfer', 250, 'savings', 'Emergency Fund');
  await book.add('2026-01-20', 'Garage sale', 75, 'income', 'side gigs'); // no budget line
  await book.add('2026-01-31T23:59:59.999Z', 'Late pizza', 18.25, 'expense', 'Dining');
  // No budget in February: every category is unbudgeted, named after its latest transaction.
  await book.add('2026-02-01T00:00:00.000Z', 'Paycheck', 3200, 'income', 'Salary');
  await book.add('2026-02-03', 'Costco', 150.99, 'expense', 'groceries');
  await book.add('2026-02-21', 'costco', 60, 'expense', 'Groceries');
  await book.add('2026-02-25', 'Transfer', 300, 'savings', 'Emergency Fund');
  await book.add('2026-02-26', 'Transfer back', -100, 'savings', 'Emergency Fund');
  await book.budget('2026-03', [
    line('Salary', 'income'),
    line('Food', 'expense', 410),
    line('Fun', 'expense', 60),
  ]);
  await book.add('2026-03-02', 'Paycheck', 3300, 'income', 'Salary');
  await book.add('2026-03-04', 'Whole Foods', 99.99, 'expense', 'Food');
  await book.add('2026-03-06', 'Cinema', 24, 'expense', 'Fun');
  // A rename carries the month's transactions; a deleted budget takes its month's with it.
  await book.rename('2026-01', 'Dining', 'expense', 'Eating Out');
  await book.rename('2026-03', 'food', 'expense', 'Groceries');
  await book.deleteBudget('2025-11');
});
afterAll(() => t.close());

const sorted = <T extends { categories: { type: string; name: string }[] }>(months: T[]) =>
  months.map((m) => ({ ...m, categories: [...m.categories].sort(byTypeAndName) }));

describe('GET /api/reports/summary', () => {
  it('matches sums of the created transactions, month by month, with every month present', async () => {
    const res = await api.get('/api/reports/summary?from=2025-10&to=2026-04');
    expect(res.status).toBe(200);
    expect(res.body.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(sorted(res.body.months)).toEqual(book.summary('2025-10', '2026-04'));
  });

  it('shows renamed categories under their new name and a deleted budget month as zeros', async () => {
    const { body } = await api.get('/api/reports/summary?from=2025-11&to=2026-03');
    const [november, , january, , march] = body.months;
    expect(november).toEqual({
      month: '2025-11',
      income: { actual: 0, budgeted: 0 },
      expense: { actual: 0, budgeted: 0 },
      savings: { actual: 0, budgeted: 0 },
      categories: [],
    });
    expect(january.categories.map((c: { name: string }) => c.name)).toContain('Eating Out');
    expect(january.categories.find((c: { name: string }) => c.name === 'Eating Out')).toMatchObject(
      {
        actual: 51.25,
        budgeted: 120.5,
      },
    );
    expect(march.categories.find((c: { name: string }) => c.name === 'Groceries')).toMatchObject({
      actual: 99.99,
      budgeted: 410,
    });
  });

  it('lists budget lines in budget order, unbudgeted categories after them', async () => {
    const { body } = await api.get('/api/reports/summary?from=2026-01&to=2026-02');
    expect(body.months[0].categories.map((c: { name: string }) => c.name)).toEqual([
      'Salary',
      'Food',
      'Eating Out',
      'Emergency Fund',
      'side gigs',
    ]);
    // February has no budget: names come from the latest transaction of each category.
    expect(body.months[1].categories.map((c: { name: string }) => c.name).sort()).toEqual([
      'Emergency Fund',
      'Groceries',
      'Salary',
    ]);
  });

  it('answers a single month and a 240-month range', async () => {
    const one = await api.get('/api/reports/summary?from=2026-02&to=2026-02');
    expect(one.body.months).toHaveLength(1);
    const long = await api.get('/api/reports/summary?from=2007-01&to=2026-12');
    expect(long.status).toBe(200);
    expect(long.body.months).toHaveLength(240);
    expect(sorted(long.body.months)).toEqual(book.summary('2007-01', '2026-12'));
  });
});

describe('GET /api/reports/payees', () => {
  it('matches totals and counts of the created transactions, largest first', async () => {
    for (const type of ['expense', 'income', 'savings'] as const) {
      const res = await api.get(
        `/api/reports/payees?from=2025-01&to=2026-12&type=${type}&limit=50`,
      );
      expect(res.status).toBe(200);
      const lowered = res.body.payees.map((p: { description: string }) => ({
        ...p,
        description: p.description.toLowerCase(),
      }));
      const expected = book.payees('2025-01', '2026-12', type, 50);
      expect(lowered).toEqual(
        expected.map((p) => ({ ...p, description: p.description.toLowerCase() })),
      );
    }
  });

  it('keeps to the range and the limit, expense by default', async () => {
    const res = await api.get('/api/reports/payees?from=2026-02&to=2026-02&limit=1');
    expect(res.body.payees).toHaveLength(1);
    expect(res.body.payees[0]).toMatchObject({ total: 210.99, count: 2 });
    expect(res.body.payees[0].description.toLowerCase()).toBe('costco');
    const whole = await api.get('/api/reports/payees?from=2026-01&to=2026-01');
    expect(whole.body.payees).toHaveLength(book.payees('2026-01', '2026-01', 'expense', 10).length);
  });
});

describe('bad ranges and other users', () => {
  it.each([
    ['from after to', 'from=2026-05&to=2026-04', 'to', 'From must not be after to'],
    ['more than 240 months', 'from=2006-12&to=2026-12', 'to', 'A report covers at most 240 months'],
    ['a malformed month', 'from=2026-13&to=2026-12', 'from', 'Month must be YYYY-MM'],
    ['a day instead of a month', 'from=2026-01-01&to=2026-12', 'from', 'Month must be YYYY-MM'],
    [
      'a year out of range',
      'from=1899-12&to=1900-02',
      'from',
      'Month must be between 1900-01 and 2200-12',
    ],
  ])('answers 400 { errors } for %s', async (_name, query, param, msg) => {
    for (const path of ['/api/reports/summary', '/api/reports/payees']) {
      const res = await api.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ param, msg });
    }
  });

  it('answers 400 for a missing month, an unknown parameter, a bad type or limit', async () => {
    expect((await api.get('/api/reports/summary?from=2026-01')).status).toBe(400);
    expect((await api.get('/api/reports/summary?from=2026-01&to=2026-02&x=1')).status).toBe(400);
    for (const bad of ['type=fun', 'limit=0', 'limit=51', 'limit=abc', 'limit=1e3']) {
      const res = await api.get(`/api/reports/payees?from=2026-01&to=2026-02&${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors).toHaveLength(1);
    }
  });

  it('shows another user nothing of this one, and needs a session', async () => {
    const other = apiClient(t.app, await createTestUser(t));
    const summary = await other.get('/api/reports/summary?from=2025-10&to=2026-04');
    expect(
      summary.body.months.every((m: { categories: unknown[] }) => m.categories.length === 0),
    ).toBe(true);
    expect((await other.get('/api/reports/payees?from=2025-01&to=2026-12')).body.payees).toEqual(
      [],
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/reports/summary?from=2026-01&to=2026-02',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the report and insight routes with their parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const names = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p) => p.name).sort();
    expect(names('/api/reports/summary', 'get')).toEqual(['from', 'to']);
    expect(names('/api/reports/payees', 'get')).toEqual(['from', 'limit', 'to', 'type']);
    expect(names('/api/insights', 'get')).toEqual(['month']);
    // A ledger write documents the Idempotency-Key header too (decision 0061).
    expect(names('/api/insights/{id}/dismiss', 'post')).toEqual(['Idempotency-Key', 'id']);
  });
});
