import { addDays, toDay } from '@elevate/shared';
import { MAX_CATCH_UP_OCCURRENCES } from '@elevate/shared/schemas/recurring';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rowsOf } from '../../db/rows.ts';
import { recurringRules } from '../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { catchUpAll } from './occurrences.ts';

let t: TestApp;
let ledgerId: string;
/** Another user's personal ledger, for a run across ledgers. */
let second: string;
const today = toDay(new Date());

beforeAll(async () => {
  t = await createTestApp();
  // A user's personal ledger has the user's id.
  ledgerId = (await createTestUser(t)).id;
  second = (await createTestUser(t)).id;
  // The app's own background catch-up would race these runs for the same rules (and
  // skip-locked makes either side see none); closing the app stops it, the database stays.
  await t.app.close();
});
afterAll(() => t.close());

/** A daily automatic rule left `days` days behind, as after a long downtime (the API refuses to create one). */
async function ruleBehind(description: string, days: number, ledger = ledgerId) {
  const startDate = addDays(today, -days);
  await t.database.db.insert(recurringRules).values({
    ledgerId: ledger,
    description,
    amountCents: -100,
    type: 'expense',
    category: 'Food',
    frequency: 'daily',
    interval: 1,
    startDate,
    auto: true,
    nextIndex: 0,
    nextDate: startDate,
  });
}

const created = async (description: string, ledger = ledgerId) => {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from transactions where ledger_id = ${ledger} and description = ${description}`,
    ),
  );
  return row!.n;
};

describe('catch-up is bounded per run', () => {
  it('a rule far behind gets at most the cap per run and the rest in later runs, each date once', async () => {
    await ruleBehind('Far behind', 2 * MAX_CATCH_UP_OCCURRENCES + 400);
    const total = 2 * MAX_CATCH_UP_OCCURRENCES + 401;
    const first = await catchUpAll(t.database.db, today);
    expect(await created('Far behind')).toBe(MAX_CATCH_UP_OCCURRENCES);
    expect(first).toMatchObject({ created: MAX_CATCH_UP_OCCURRENCES, more: true });
    await catchUpAll(t.database.db, today);
    expect(await created('Far behind')).toBe(2 * MAX_CATCH_UP_OCCURRENCES);
    expect(await catchUpAll(t.database.db, today)).toMatchObject({ created: 401, more: false });
    expect(await created('Far behind')).toBe(total);
    expect(await catchUpAll(t.database.db, today)).toEqual({ created: 0, more: false });
    expect(await created('Far behind')).toBe(total);
  });

  it('a run stops at its overall limit across rules and leaves the rest for the next', async () => {
    for (const name of ['A', 'B', 'C']) await ruleBehind(`Many ${name}`, 299);
    const limits = { perTransaction: 250, perRun: 500 };
    expect(await catchUpAll(t.database.db, today, limits)).toEqual({ created: 500, more: true });
    const counts = async () =>
      (await created('Many A')) + (await created('Many B')) + (await created('Many C'));
    expect(await counts()).toBe(500);
    // Each rule once per run: A and B finish, C gets what the transaction has left.
    expect(await catchUpAll(t.database.db, today, limits)).toEqual({ created: 250, more: true });
    expect(await catchUpAll(t.database.db, today, limits)).toEqual({ created: 150, more: false });
    expect(await counts()).toBe(900);
  });

  it('a run goes on from ledger to ledger, taking every rule of each once, and misses none', async () => {
    for (const ledger of [ledgerId, second]) {
      for (const name of ['X', 'Y']) await ruleBehind(`Across ${name}`, 60, ledger);
    }
    // Per ledger in (ledger, id) order: the first rule gets 61 dates, the second the 39 the
    // transaction has left; the next transaction starts after it, in the other ledger.
    const limits = { perTransaction: 100, perRun: 1000 };
    expect(await catchUpAll(t.database.db, today, limits)).toEqual({ created: 200, more: true });
    expect(await catchUpAll(t.database.db, today, limits)).toEqual({ created: 44, more: false });
    expect(await catchUpAll(t.database.db, today, limits)).toEqual({ created: 0, more: false });
    for (const ledger of [ledgerId, second]) {
      for (const name of ['X', 'Y']) expect(await created(`Across ${name}`, ledger)).toBe(61);
    }
  });
});

describe('start-up', () => {
  it('does not wait for the catch-up: /api/health answers while it runs, and it finishes on its own', async () => {
    const days = 2 * MAX_CATCH_UP_OCCURRENCES + 500;
    await ruleBehind('At start', days);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const restarted = await buildApp({ config, database: t.database, logger: false });
    try {
      await restarted.ready();
      // Ready before the whole catch-up: one run's first step at most (the next run waits).
      expect(await created('At start')).toBeLessThanOrEqual(MAX_CATCH_UP_OCCURRENCES);
      const health = await restarted.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // The rest comes in further runs soon after, not an hour later.
      await vi.waitFor(async () => expect(await created('At start')).toBe(days + 1), {
        timeout: 30_000,
        interval: 200,
      });
    } finally {
      await restarted.close();
    }
  });
});
