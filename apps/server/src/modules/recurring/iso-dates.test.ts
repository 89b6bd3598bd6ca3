import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const rule = (fields: Record<string, unknown>) => ({
  description: 'Gym',
  amount: 30,
  type: 'expense',
  category: 'Health',
  frequency: 'monthly',
  interval: 1,
  startDate: '2099-03-01',
  auto: true,
  ...fields,
});
const goal = (targetDate: unknown) => ({
  name: 'Trip',
  targetAmount: 500,
  targetDate,
  category: 'Trip fund',
});

describe('rule and goal dates take the full ISO form like every other date', () => {
  it("a recurring rule's start and end date: '2099-03-01T00:00:00.000Z' and '2099-03-01' alike", async () => {
    const full = await api.post(
      '/api/recurring',
      rule({ startDate: '2099-03-01T00:00:00.000Z', endDate: '2099-12-31T00:00:00.000Z' }),
    );
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({ startDate: '2099-03-01', endDate: '2099-12-31' });
    const plain = await api.post('/api/recurring', rule({ endDate: '2099-12-31' }));
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ startDate: '2099-03-01', endDate: '2099-12-31' });
    const edited = await api.put(`/api/recurring/${plain.body._id}`, {
      ...rule({ startDate: '2099-04-01T00:00:00.000Z', endDate: null }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.startDate).toBe('2099-04-01');
  });

  it("a goal's target date: both forms on create and edit", async () => {
    const full = await api.post('/api/goals', goal('2099-03-01T00:00:00.000Z'));
    expect(full.status).toBe(201);
    expect(full.body.targetDate).toBe('2099-03-01');
    const plain = await api.post('/api/goals', goal('2099-03-01'));
    expect(plain.status).toBe(201);
    expect(plain.body.targetDate).toBe('2099-03-01');
    const edited = await api.put(`/api/goals/${plain.body._id}`, {
      targetDate: '2099-06-30T00:00:00.000Z',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.targetDate).toBe('2099-06-30');
  });

  it('the same range rules in both forms: outside 1900-2200 or not a real day is 400', async () => {
    const before = (await api.get('/api/goals')).body.length;
    for (const value of [
      '2201-01-01T00:00:00.000Z',
      '2201-01-01',
      '1899-12-31',
      '2099-02-30T00:00:00.000Z',
    ]) {
      const g = await api.post('/api/goals', goal(value));
      expect(g.status).toBe(400);
      expect(g.body.errors[0].param).toBe('targetDate');
      const r = await api.post('/api/recurring', rule({ startDate: value }));
      expect(r.status).toBe(400);
      expect(r.body.errors[0].param).toBe('startDate');
    }
    expect((await api.get('/api/goals')).body).toHaveLength(before);
  });
});
