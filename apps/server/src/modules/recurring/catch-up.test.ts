import { addDays, toDay } from '@elevate/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { createRule } from './rule-service.ts';

let t: TestApp;
let api: ApiClient;
let ledgerId: string;
const today = toDay(new Date());

beforeAll(async () => {
  t = await createTestApp();
  const user = await createTestUser(t);
  ledgerId = user.id; // the personal ledger
  api = apiClient(t.app, user);
});
afterAll(() => t.close());

const countOf = async (description: string) => {
  const { body } = await api.get(
    `/api/transactions?getAllForFilters=true&description=${encodeURIComponent(description)}`,
  );
  return ((Array.isArray(body) ? body : body.transactions) as { date: string }[])
    .map((row) => row.date.slice(0, 10))
    .sort();
};

describe('catch-up after downtime', () => {
  it('a server starting on the database creates every date missed while none ran, once', async () => {
    // The rule was created 10 days ago; no process has run since.
    const start = addDays(today, -12);
    await createRule(
      t.database.db,
      ledgerId,
      {
        description: 'Missed',
        amount: 5,
        type: 'expense',
        category: 'Food',
        frequency: 'daily',
        interval: 1,
        startDate: start,
        auto: true,
      },
      addDays(today, -10),
    );
    const dbOnly = await t.database.db.query.transactions.findMany();
    expect(dbOnly.filter((row) => row.description === 'Missed')).toHaveLength(3);

    // A second app on the same database: its start runs the catch-up in the background.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const restarted = await buildApp({ config, database: t.database, logger: false });
    await restarted.ready();
    const missedDays = async () =>
      (await t.database.db.query.transactions.findMany())
        .filter((row) => row.description === 'Missed')
        .map((r) => toDay(r.date))
        .sort();
    const every = Array.from({ length: 13 }, (_, i) => addDays(start, i));
    await vi.waitFor(async () => expect(await missedDays()).toEqual(every), { timeout: 10_000 });
    await restarted.close();
    const missed = await missedDays();
    expect(missed).toEqual(every);

    // Reads after it add nothing.
    expect(await countOf('Missed')).toEqual(missed);

    // The ledger's log says the app recorded them: one line per rule and run.
    const log = await api.get(`/api/ledgers/${ledgerId}/activity?entity=recurring`);
    expect(log.status).toBe(200);
    expect(log.body.events).toMatchObject([
      {
        actor: { userId: null, name: null },
        action: 'recorded',
        summary: `Missed · 5.00 · 10 dates, ${every[3]} to ${every[12]}`,
      },
      {
        actor: { userId: null, name: null },
        action: 'recorded',
        summary: `Missed · 5.00 · 3 dates, ${every[0]} to ${every[2]}`,
      },
    ]);
  });

  it('a read catches its ledger up even before any timer ran', async () => {
    const start = addDays(today, -3);
    await createRule(
      t.database.db,
      ledgerId,
      {
        description: 'Lazy',
        amount: 2,
        type: 'expense',
        category: 'Food',
        frequency: 'daily',
        interval: 1,
        startDate: start,
        auto: false,
      },
      addDays(today, -3),
    );
    const due = (await api.get('/api/recurring/due')).body.filter(
      (d: { description: string }) => d.description === 'Lazy',
    );
    expect(due.map((d: { date: string }) => d.date)).toEqual(
      [0, 1, 2, 3].map((i) => addDays(start, i)),
    );
  });
});
