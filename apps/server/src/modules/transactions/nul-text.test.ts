import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT } from '../../plugins/error-handler.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

// PostgreSQL cannot store U+0000 in text: whatever door it comes through, a 400, never a 500.
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const row = {
  date: '2026-02-02',
  description: 'Coffee',
  amount: 3.5,
  type: 'expense',
  category: 'Dining Out',
};
const nul = 'Coffee\u0000shop';
const held = async () => ({
  transactions: (await api.get('/api/transactions?getAllForFilters=true')).body,
  budgets: (await api.get('/api/budgets')).body,
  rules: (await api.get('/api/rules')).body,
});

describe('a NUL character in any text', () => {
  it('answers 400 with its message and writes nothing, on every door', async () => {
    const kept = (await api.post('/api/transactions', row)).body;
    const before = await held();
    const refused = [
      await api.post('/api/transactions', { ...row, description: nul }),
      await api.post('/api/transactions', { ...row, notes: nul }),
      await api.put(`/api/transactions/${kept._id}`, { ...row, category: nul }),
      await api.post('/api/budgets', {
        month: '2026-06-01',
        categories: [{ name: nul, type: 'expense', budgetedAmount: 1 }],
      }),
      await api.post('/api/rules', {
        name: 'NUL',
        match: 'all',
        conditions: [{ field: 'description', op: 'contains', value: 'shop' }],
        actions: [{ type: 'setNotes', value: nul }],
      }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.msg ?? res.body.errors?.[0]?.msg).toBe(UNSTORABLE_TEXT);
    }
    expect(await held()).toEqual(before);
  });

  it('fails only its own row when it comes in a burst with good ones', async () => {
    const [good, bad, other] = await Promise.all([
      api.post('/api/transactions', { ...row, description: 'Tea' }),
      api.post('/api/transactions', { ...row, description: nul }),
      api.post('/api/transactions', { ...row, description: 'Cake' }),
    ]);
    expect([good.status, bad.status, other.status]).toEqual([201, 400, 201]);
    expect(bad.body).toEqual({ msg: UNSTORABLE_TEXT });
  });
});
