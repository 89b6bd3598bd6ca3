import { transactionFiltersToQuery } from '@elevate/shared';
import { filterCaseRows, filterCases, filtersOf } from '@elevate/shared/test-fixtures/filter-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';

// The same table runs through the browser's filter in
// packages/shared/src/transaction-filters.test.ts: both must pick the same rows.
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app, await createTestUser(t));
  for (const row of filterCaseRows) {
    expect((await api.post('/api/transactions', row)).status).toBe(201);
  }
});
afterAll(() => t.close());

const descriptionsOf = async (query: URLSearchParams) => {
  const res = await api.get(`/api/transactions?${query}`);
  expect(res.status).toBe(200);
  return (res.body.transactions as { description: string }[]).map((r) => r.description).sort();
};

describe('the shared filter table, through the server', () => {
  it.each(filterCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    // The query exactly as the web client builds it from the filter form.
    const query = new URLSearchParams(transactionFiltersToQuery(filtersOf(c)));
    const expected = [...c.expected].sort();
    expect(
      await descriptionsOf(new URLSearchParams({ ...Object.fromEntries(query), limit: '250' })),
    ).toEqual(expected);
    query.set('getAllForFilters', 'true');
    expect(await descriptionsOf(query)).toEqual(expected);
  });
});
