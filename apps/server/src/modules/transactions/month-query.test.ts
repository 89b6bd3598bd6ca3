import { MONTH_WITH_DATES_MESSAGE } from '@elevate/shared/schemas/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

let t: TestApp;
let api: ApiClient;

const dates = [
  '2025-12-31T23:59:59.999Z',
  '2026-01-01T00:00:00.000Z',
  '2026-01-15T12:00:00.000Z',
  '2026-01-31T23:59:59.999Z',
  '2026-02-01T00:00:00.000Z',
];

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  for (const [i, date] of dates.entries()) {
    const row = {
      date,
      description: `Row ${i}`,
      amount: 10 + i,
      type: 'expense',
      category: 'Misc',
    };
    expect((await api.post('/api/transactions', row)).status).toBe(201);
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await api.get(`/api/transactions?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { transactions: { date: string }[]; pagination: Record<string, unknown> };
};
const january = 'startDate=2026-01-01T00:00:00.000Z&endDate=2026-01-31T23:59:59.999Z';

describe('GET /api/transactions?month=YYYY-MM', () => {
  it('lists that whole UTC month, first instant to last millisecond', async () => {
    const body = await list('month=2026-01');
    expect(body.transactions.map((r) => r.date)).toEqual(dates.slice(1, 4).reverse());
    expect(body.pagination).toMatchObject({ totalCount: 3, totalPages: 1 });
  });

  it('answers exactly as the date-range form of the same month, page by page', async () => {
    for (const page of ['limit=1&page=1', 'limit=2&page=2', 'limit=2&page=9']) {
      expect(await list(`month=2026-01&${page}`)).toEqual(await list(`${january}&${page}`));
    }
  });

  it('combines with the other filters and with getAllForFilters', async () => {
    const filtered = await list('month=2026-01&minAmount=12');
    expect(filtered.transactions.map((r) => r.date)).toEqual(dates.slice(2, 4).reverse());
    expect(filtered.pagination.totalCount).toBe(2);
    const all = await list('month=2026-01&getAllForFilters=true');
    expect(all.transactions).toEqual((await list(`${january}&limit=250`)).transactions);
    expect(all.pagination).toMatchObject({ totalCount: 3, totalPages: 1 });
  });

  it('answers an empty month as page 1 of 1', async () => {
    expect((await list('month=1900-01')).pagination).toMatchObject({
      totalCount: 0,
      totalPages: 1,
      hasNextPage: false,
    });
  });

  it('refuses month together with startDate or endDate: a 400 naming month', async () => {
    for (const dates of ['startDate=2026-01-01', 'endDate=2026-01-31', january]) {
      const res = await api.get(`/api/transactions?month=2026-01&${dates}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ param: 'month', msg: MONTH_WITH_DATES_MESSAGE }] });
    }
  });

  it.each(['2026-13', '2026-00', '2026-1', '2026-01-01', '1899-12', '2201-01', 'January', ''])(
    'refuses month=%j with a 400',
    async (month) => {
      const res = await api.get(`/api/transactions?month=${encodeURIComponent(month)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'month', msg: expect.any(String) }]);
    },
  );

  it("never counts or lists another user's month", async () => {
    const other = apiClient(t.app, await createTestUser(t));
    expect((await other.get('/api/transactions?month=2026-01')).body.pagination.totalCount).toBe(0);
  });

  it('is documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const params = res.json().paths['/api/transactions'].get.parameters as {
      name: string;
      description?: string;
    }[];
    const month = params.find((p) => p.name === 'month');
    expect(month?.description).toContain('not both');
  });
});
