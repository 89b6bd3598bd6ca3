import { transactionListQuery } from '@elevate/shared/schemas/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { readPage } from './transaction-page.ts';
import { shortReads } from '../../db/short-reads.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  const api = apiClient(t.app, user);
  for (const date of ['2026-03-02', '2026-03-30', '2026-04-01']) {
    await api.post('/api/transactions', {
      date,
      description: 'Groceries',
      amount: 12.5,
      type: 'expense',
      category: 'Food',
    });
  }
});
afterAll(() => t.close());

/** A handle that fails the test if a page runs any query on it. */
const unused = new Proxy({} as Db, {
  get: (_, key) => {
    throw new Error(`page ran on the wrong handle (${String(key)})`);
  },
});

const page = (dbs: { db: Db; reads: Db }, query: Record<string, string>) =>
  readPage(dbs, { ledgerId: user.id, monthStartDay: 1 }, transactionListQuery.parse(query));

describe('which connection a page runs on (decision 0012)', () => {
  it('reads whole months and unfiltered early pages down the short reads handle', async () => {
    const dbs = { db: unused, reads: shortReads(t.database) };
    const march = await page(dbs, {
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-03-31T23:59:59.999Z',
    });
    expect(march.totalCount).toBe(2);
    expect((await page(dbs, {})).totalCount).toBe(3);
    expect((await page(dbs, { page: '10', limit: '100' })).totalCount).toBe(3);
  });

  it('sends counted filters and deep pages to the pool', async () => {
    const dbs = { db: t.database.db, reads: unused };
    expect((await page(dbs, { description: 'groc' })).totalCount).toBe(3);
    expect((await page(dbs, { startDate: '2026-03-02', endDate: '2026-03-30' })).totalCount).toBe(
      2,
    );
    const deep = await page(dbs, { page: '11', limit: '100' });
    expect(deep).toEqual({ listJson: '', totalCount: 3 });
  });
});
