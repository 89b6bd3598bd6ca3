import { addMonths, toDay } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

// Decision 0054: a recurring occurrence goes through the ledger's rules like an imported row.
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

const netflixRule = {
  name: 'Netflix',
  match: 'all',
  conditions: [
    { field: 'description', op: 'startsWith', value: 'netflix' },
    { field: 'amount', op: 'lte', value: 20 },
  ],
  actions: [
    { type: 'setDescription', value: 'Netflix' },
    { type: 'setCategory', value: 'Streaming' },
    { type: 'setNotes', value: 'family plan' },
    { type: 'addTag', value: 'subscriptions' },
  ],
};

const recurring = (fields: Record<string, unknown>) => ({
  description: 'NETFLIX.COM 866',
  amount: 15.49,
  type: 'expense',
  category: 'Entertainment',
  frequency: 'monthly',
  interval: 1,
  startDate: addMonths(today, -2),
  auto: true,
  ...fields,
});

async function rowsOf(client: ApiClient, description: string) {
  const { body } = await client.get(
    `/api/transactions?getAllForFilters=true&description=${encodeURIComponent(description)}`,
  );
  return (Array.isArray(body) ? body : body.transactions) as Record<string, unknown>[];
}

describe('recurring occurrences and the rules', () => {
  it("an automatic rule's occurrences are renamed, categorised, noted and tagged", async () => {
    expect((await api.post('/api/rules', netflixRule)).status).toBe(201);
    expect((await api.post('/api/recurring', recurring({}))).status).toBe(201);
    const rows = await rowsOf(api, 'Netflix');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        description: 'Netflix',
        category: 'Streaming',
        notes: 'family plan',
        tags: ['subscriptions'],
        amount: 15.49,
      });
    }
    // Above the amount the rule does not hold: the template's own fields stay.
    const pricier = await api.post(
      '/api/recurring',
      recurring({ description: 'NETFLIX PREMIUM', amount: 22.99, startDate: today }),
    );
    expect(pricier.status).toBe(201);
    expect(await rowsOf(api, 'NETFLIX PREMIUM')).toEqual([
      expect.objectContaining({ category: 'Entertainment', notes: null, tags: [] }),
    ]);
  });

  it("a recorded due occurrence goes through the rules; another user's rules never do", async () => {
    const created = await api.post(
      '/api/recurring',
      recurring({ description: 'Netflix gift', auto: false, startDate: today }),
    );
    expect(created.status).toBe(201);
    const recorded = await api.post(`/api/recurring/${created.body._id}/record`, { date: today });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ description: 'Netflix', category: 'Streaming' });

    const theirs = await other.post('/api/recurring', recurring({ startDate: today }));
    expect(theirs.status).toBe(201);
    expect(await rowsOf(other, 'NETFLIX.COM')).toEqual([
      expect.objectContaining({ description: 'NETFLIX.COM 866', category: 'Entertainment' }),
    ]);
  });
});
