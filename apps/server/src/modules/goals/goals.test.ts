import { addMonths, toDay } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
let api: ApiClient;
let other: ApiClient;
const today = toDay(new Date());
const monthsAgo = (n: number) => toDay(addMonths(`${today}T00:00:00Z`, -n)).slice(0, 8) + '10';

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  other = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const save = (date: string, amount: number, category = 'Vacation Fund', type = 'savings') =>
  api.post('/api/transactions', { date, description: 'Save', amount, type, category });

describe('savings goals', () => {
  it("progress is the category's savings across months; remaining, monthly needed and on track follow", async () => {
    // Five months from now, counting this month: target month index +4.
    const targetDate = toDay(addMonths(`${today}T00:00:00Z`, 4)).slice(0, 8) + '15';
    const created = await api.post('/api/goals', {
      name: 'Trip',
      targetAmount: 2000,
      targetDate,
      category: 'Vacation Fund',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Trip',
      saved: 0,
      remaining: 2000,
      monthlyNeeded: 400,
      onTrack: false,
      reached: false,
      archived: false,
    });
    await save(monthsAgo(7), 100); // counts in saved, not in the 3-month pace
    await save(monthsAgo(1), 500, 'vacation fund');
    await save(monthsAgo(0), 333.33);
    await save(monthsAgo(0), 80, 'Vacation Fund', 'expense'); // not savings: ignored
    await save(monthsAgo(0), 999, 'Other Fund');
    const [goal] = (await api.get('/api/goals')).body;
    const saved = 933.33; // 100 + 500 + 333.33
    const remaining = 2000 - saved; // 1066.67
    expect(goal).toMatchObject({
      saved,
      remaining: Number(remaining.toFixed(2)),
      monthlyNeeded: Math.ceil((remaining * 100) / 5 - 1e-9) / 100, // 213.34
      // pace (500 + 333.33) / 3 = 277.78 a month ≥ 213.34
      onTrack: true,
    });
    expect(goal.percent).toBeCloseTo((saved / 2000) * 100, 6);
  });

  it('a reached goal is reached and can be archived; without a date there is no monthly amount', async () => {
    const goal = (
      await api.post('/api/goals', { name: 'Cushion', targetAmount: 50, category: 'Rainy' })
    ).body;
    expect(goal).toMatchObject({ monthlyNeeded: null, onTrack: null, reached: false });
    await save(today, 60, 'Rainy');
    const listed = (await api.get('/api/goals')).body.find(
      (g: { _id: string }) => g._id === goal._id,
    );
    expect(listed).toMatchObject({ reached: true, remaining: 0, onTrack: true, percent: 100 });
    const archived = await api.put(`/api/goals/${goal._id}`, { archived: true });
    expect(archived.body.archived).toBe(true);
    const renamed = await api.put(`/api/goals/${goal._id}`, { name: 'Buffer', targetAmount: 100 });
    expect(renamed.body).toMatchObject({ name: 'Buffer', remaining: 40, archived: true });
  });

  it('refuses bad goals with 400 and writes nothing', async () => {
    const before = (await api.get('/api/goals')).body.length;
    const bad = [
      { name: '', targetAmount: 10, category: 'A' },
      { name: 'X', targetAmount: 0, category: 'A' },
      { name: 'X', targetAmount: -5, category: 'A' },
      { name: 'X', targetAmount: 10.001, category: 'A' },
      { name: 'X', targetAmount: 10, category: 'A', targetDate: '2026-02-30' },
      { name: 'X', targetAmount: 10 },
      { name: 'X', targetAmount: 10, category: 'A', extra: true },
    ];
    for (const body of bad)
      expect((await api.post('/api/goals', body)).status, JSON.stringify(body)).toBe(400);
    expect((await api.put(`/api/goals/${'0'.repeat(8)}`, { name: 'Y' })).status).toBe(400);
    expect((await api.get('/api/goals')).body.length).toBe(before);
  });

  it("another user's goal answers 404 like a missing one and stays as it was", async () => {
    const goal = (
      await api.post('/api/goals', { name: 'Mine', targetAmount: 10, category: 'Mine' })
    ).body;
    for (const id of [goal._id, '00000000-0000-4000-8000-000000000000']) {
      expect((await other.put(`/api/goals/${id}`, { name: 'Theirs' })).status).toBe(404);
      expect((await other.del(`/api/goals/${id}`)).status).toBe(404);
    }
    expect((await other.get('/api/goals')).body).toEqual([]);
    const mine = (await api.get('/api/goals')).body.find(
      (g: { _id: string }) => g._id === goal._id,
    );
    expect(mine.name).toBe('Mine');
    expect((await api.del(`/api/goals/${goal._id}`)).status).toBe(200);
    expect((await api.del(`/api/goals/${goal._id}`)).status).toBe(404);
  });
});
