import { addDays, addMonths, toDay } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
let api: ApiClient;
let other: ApiClient;
const today = toDay(new Date());

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  other = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const rule = (fields: Record<string, unknown>) => ({
  description: 'Rent',
  amount: 1200,
  type: 'expense',
  category: 'Housing',
  frequency: 'monthly',
  interval: 1,
  startDate: '2024-01-31',
  auto: true,
  ...fields,
});

/** The dates of the user's transactions named `description`, oldest first. */
async function datesOf(client: ApiClient, description: string): Promise<string[]> {
  const { body } = await client.get(
    `/api/transactions?getAllForFilters=true&description=${encodeURIComponent(description)}`,
  );
  const rows = (Array.isArray(body) ? body : body.transactions) as {
    date: string;
    description: string;
  }[];
  return rows
    .filter((row) => row.description === description)
    .map((row) => row.date.slice(0, 10))
    .sort();
}

describe('recurring schedules create their past occurrences when the rule is created', () => {
  it('monthly on the 31st: clamped in short months, February 29 in a leap year', async () => {
    const res = await api.post('/api/recurring', rule({ description: 'Rent 31st', count: 14 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ frequency: 'monthly', count: 14, nextDate: null });
    expect(await datesOf(api, 'Rent 31st')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
      '2024-07-31',
      '2024-08-31',
      '2024-09-30',
      '2024-10-31',
      '2024-11-30',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
    ]);
  });

  it("'last day of the month' every 2 months, until an end date", async () => {
    await api.post(
      '/api/recurring',
      rule({
        description: 'Card',
        startDate: '2023-11-10',
        lastDayOfMonth: true,
        interval: 2,
        endDate: '2024-06-30',
      }),
    );
    expect(await datesOf(api, 'Card')).toEqual([
      '2023-11-30',
      '2024-01-31',
      '2024-03-31',
      '2024-05-31',
    ]);
  });

  it('yearly on February 29 falls on February 28 in other years', async () => {
    await api.post(
      '/api/recurring',
      rule({
        description: 'Leap',
        frequency: 'yearly',
        startDate: '2020-02-29',
        endDate: '2025-12-31',
      }),
    );
    expect(await datesOf(api, 'Leap')).toEqual([
      '2020-02-29',
      '2021-02-28',
      '2022-02-28',
      '2023-02-28',
      '2024-02-29',
      '2025-02-28',
    ]);
  });

  it('every N days and weeks, from a start in the past up to today, and nextDate after today', async () => {
    const start = addDays(today, -20);
    const daily = await api.post(
      '/api/recurring',
      rule({
        description: 'Coffee',
        amount: 3.5,
        frequency: 'daily',
        interval: 3,
        startDate: start,
      }),
    );
    const expected = [0, 3, 6, 9, 12, 15, 18].map((d) => addDays(start, d));
    expect(await datesOf(api, 'Coffee')).toEqual(expected);
    expect(daily.body.nextDate).toBe(addDays(start, 21));
    const weekly = await api.post(
      '/api/recurring',
      rule({
        description: 'Pay',
        type: 'income',
        category: 'Salary',
        frequency: 'weekly',
        interval: 2,
        startDate: addDays(today, -28),
      }),
    );
    expect(await datesOf(api, 'Pay')).toEqual([addDays(today, -28), addDays(today, -14), today]);
    expect(weekly.body.nextDate).toBe(addDays(today, 14));
  });

  it("counts in the month's budget totals like any other transaction", async () => {
    const month = `${today.slice(0, 7)}-01`;
    await api.post('/api/budgets', {
      month,
      categories: [{ name: 'Gym', type: 'expense', budgetedAmount: 50 }],
    });
    const start = `${today.slice(0, 7)}-01`;
    await api.post(
      '/api/recurring',
      rule({
        description: 'Gym',
        amount: 1.1,
        category: 'gym',
        frequency: 'daily',
        startDate: start,
      }),
    );
    const days = Number(today.slice(8, 10));
    const [budget] = (await api.get(`/api/budgets?month=${month}`)).body;
    expect(budget.categories[0].actualAmount).toBe(Math.round(days * 110) / 100);
  });
});

describe('editing and deleting a rule', () => {
  it('never touches the transactions it already created, and creates no date twice', async () => {
    const created = await api.post(
      '/api/recurring',
      rule({
        description: 'Phone',
        amount: 40,
        frequency: 'weekly',
        startDate: addDays(today, -21),
      }),
    );
    const id = created.body._id as string;
    const before = await datesOf(api, 'Phone');
    expect(before).toHaveLength(4);
    const edited = await api.put(`/api/recurring/${id}`, {
      ...created.body,
      amount: 55,
      frequency: 'daily',
      interval: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.nextDate).toBe(addDays(today, 1));
    const { body } = await api.get('/api/transactions?getAllForFilters=true&description=Phone');
    const rows = (Array.isArray(body) ? body : body.transactions) as { amount: number }[];
    expect(rows.map((r) => r.amount)).toEqual([40, 40, 40, 40]);
    expect((await api.del(`/api/recurring/${id}`)).status).toBe(200);
    expect(await datesOf(api, 'Phone')).toEqual(before);
    expect((await api.get('/api/recurring')).body.some((r: { _id: string }) => r._id === id)).toBe(
      false,
    );
  });
});

describe('due occurrences: Record and Skip', () => {
  let id: string;
  const dates = [-2, -1, 0].map(
    (m) => toDay(addMonths(`${today}T00:00:00Z`, m)).slice(0, 8) + '01',
  );

  beforeAll(async () => {
    const res = await api.post(
      '/api/recurring',
      rule({ description: 'Water bill', amount: 30, auto: false, startDate: dates[0] }),
    );
    id = res.body._id;
  });

  it('a rule that is not automatic creates no transaction and lists its dates as due', async () => {
    expect(await datesOf(api, 'Water bill')).toEqual([]);
    const due = (await api.get('/api/recurring/due')).body.filter(
      (d: { ruleId: string }) => d.ruleId === id,
    );
    expect(due.map((d: { date: string }) => d.date)).toEqual(dates);
    expect(due[0]).toMatchObject({
      description: 'Water bill',
      amount: 30,
      type: 'expense',
      category: 'Housing',
    });
  });

  it('Record creates the transaction once; Skip resolves a date without one; both leave the due list', async () => {
    const recorded = await api.post(`/api/recurring/${id}/record`, { date: dates[0] });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      description: 'Water bill',
      amount: 30,
      date: `${dates[0]}T00:00:00.000Z`,
    });
    expect((await api.post(`/api/recurring/${id}/record`, { date: dates[0] })).status).toBe(409);
    expect((await api.post(`/api/recurring/${id}/skip`, { date: dates[1] })).status).toBe(200);
    expect((await api.post(`/api/recurring/${id}/record`, { date: dates[1] })).body).toEqual({
      msg: 'This occurrence was skipped',
    });
    expect(await datesOf(api, 'Water bill')).toEqual([dates[0]]);
    const due = (await api.get('/api/recurring/due')).body.filter(
      (d: { ruleId: string }) => d.ruleId === id,
    );
    expect(due.map((d: { date: string }) => d.date)).toEqual([dates[2]]);
  });

  it('a date off the schedule is refused with 400; a coming date can be skipped ahead', async () => {
    const off = await api.post(`/api/recurring/${id}/record`, {
      date: `${dates[0]!.slice(0, 8)}02`,
    });
    expect(off.status).toBe(400);
    expect(off.body.errors[0]).toEqual({
      param: 'date',
      msg: "This date is not one of the rule's dates",
    });
    const coming = toDay(addMonths(`${today}T00:00:00Z`, 1)).slice(0, 8) + '01';
    expect((await api.post(`/api/recurring/${id}/skip`, { date: coming })).status).toBe(200);
    const list = (await api.get('/api/recurring')).body.find((r: { _id: string }) => r._id === id);
    expect(list.nextDate).toBe(coming);
  });

  it('a burst of Records of one date creates one transaction', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.post(`/api/recurring/${id}/record`, { date: dates[2] })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await datesOf(api, 'Water bill')).toEqual([dates[0], dates[2]]);
  });
});

describe('bad input and other users', () => {
  it('refuses bad rules with 400 and writes nothing', async () => {
    const before = (await api.get('/api/recurring')).body.length;
    const bad: [Record<string, unknown>, string][] = [
      [rule({ frequency: 'hourly' }), 'frequency'],
      [rule({ interval: 0 }), 'interval'],
      [rule({ interval: 1.5 }), 'interval'],
      [rule({ startDate: '2026-02-30' }), 'startDate'],
      [rule({ endDate: '2023-01-01' }), 'endDate'],
      [rule({ endDate: '2026-01-01', count: 3 }), 'count'],
      [rule({ lastDayOfMonth: true, frequency: 'weekly' }), 'lastDayOfMonth'],
      [rule({ amount: 0 }), 'amount'],
      [rule({ amount: '12' }), 'amount'],
      [rule({ auto: undefined }), 'auto'],
      [rule({ extra: 1 }), ''],
    ];
    for (const [body, param] of bad) {
      const res = await api.post('/api/recurring', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (param) expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param);
    }
    const tooFar = await api.post(
      '/api/recurring',
      rule({ frequency: 'daily', startDate: '1990-01-01' }),
    );
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors[0].msg).toMatch(/more than 1,000 past occurrences/);
    expect((await api.get('/api/recurring')).body.length).toBe(before);
  });

  it("another user's rule answers 404 like a missing one and is left alone", async () => {
    const mine = (
      await api.post('/api/recurring', rule({ description: 'Mine', auto: false, startDate: today }))
    ).body;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [mine._id, missing]) {
      expect((await other.put(`/api/recurring/${id}`, rule({}))).status).toBe(404);
      expect((await other.del(`/api/recurring/${id}`)).status).toBe(404);
      expect((await other.post(`/api/recurring/${id}/record`, { date: today })).status).toBe(404);
      expect((await other.post(`/api/recurring/${id}/skip`, { date: today })).status).toBe(404);
    }
    expect((await other.get('/api/recurring')).body).toEqual([]);
    expect((await other.get('/api/recurring/due')).body).toEqual([]);
    const due = (await api.get('/api/recurring/due')).body;
    expect(due.some((d: { ruleId: string }) => d.ruleId === mine._id)).toBe(true);
  });

  it('answers 401 without a session and 403 without the CSRF pair', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recurring' })).statusCode).toBe(401);
    const user = await createTestUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recurring',
      headers: { authorization: user.headers.authorization! },
      payload: rule({}),
    });
    expect(res.statusCode).toBe(403);
  });
});
