import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiClient, type ApiClient } from '../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../test/app.ts';
import { STATEMENT_TIMED_OUT } from './error-handler.ts';

const TIMEOUT_MS = 500;
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
  api = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const month = { month: '2026-05-01', categories: [] };

describe('statement timeout', () => {
  it('is 15 s unless configured', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({}).STATEMENT_TIMEOUT_MS).toBe(15_000);
  });

  it('a statement past STATEMENT_TIMEOUT_MS answers 503 { msg } on PostgreSQL; PGlite, which has no timer, lets it finish', async () => {
    const budget = (await api.post('/api/budgets', month)).body;
    const update = () => api.put(`/api/budgets/${budget._id}`, { toBeBudgetedRollover: 5 });
    if (t.database.kind === 'postgres') {
      // Another connection holds the budget's row: the update's lock wait runs past the timeout.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from budgets where id = ${budget._id} for update`);
        const started = Date.now();
        const res = await update();
        expect(res).toEqual({ status: 503, body: { msg: STATEMENT_TIMED_OUT } });
        expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      });
      expect((await update()).status).toBe(200);
    } else {
      await t.database.db.execute(sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`);
      expect((await update()).status).toBe(200);
    }
  });
});
