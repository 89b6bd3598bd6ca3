import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MAX_APPLY_CHANGES, TOO_MANY_CHANGES } from '@elevate/shared/schemas/rules';
import {
  applyRule,
  createRule,
  newUser,
  ruleOn,
  storedApplications,
  undo,
} from '../../test/rule-apply-fixtures.ts';
import { APPLY_CHUNK } from './rule-apply.ts';

// A rule runs over a ledger a chunk at a time: every row is seen once, across chunk edges
// and rows that share a date and a creation time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROWS = APPLY_CHUNK * 2 + 321;

describe('apply a rule over more rows than a chunk', () => {
  it('counts, changes and undoes every matching row once', async () => {
    const { user, api } = await newUser(t);
    // One statement: every row has the same creation time, and a few dates each.
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, timestamptz '2026-03-01' + ((i % 7) || ' days')::interval,
        case when i % 3 = 0 then 'Bus ' || i else 'Shop ' || i end, 100 + i, 'expense', 'Misc'
      from generate_series(1, ${ROWS}) as i`);
    const buses = Math.floor(ROWS / 3);
    const id = await createRule(api, ruleOn('bus', [{ type: 'setCategory', value: 'Transport' }]));

    const dry = (await applyRule(api, id, { dryRun: true })).body;
    expect({ matched: dry.matched, changed: dry.changed }).toEqual({
      matched: buses,
      changed: buses,
    });
    expect(dry.transactions).toHaveLength(100);

    const real = (await applyRule(api, id, { dryRun: false })).body;
    expect({ matched: real.matched, changed: real.changed }).toEqual({
      matched: buses,
      changed: buses,
    });
    const count = async (category: string) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from transactions
          where ledger_id = ${user.id} and category = ${category}`),
      )[0]?.n;
    expect(await count('Transport')).toBe(buses);
    expect((await undo(api, real.applicationId)).body).toEqual({ changed: buses, skipped: 0 });
    expect(await count('Transport')).toBe(0);
    expect(await count('Misc')).toBe(ROWS);
  });

  it(`refuses to change more than ${MAX_APPLY_CHANGES} rows at once, keeping none; a dry run counts them all`, async () => {
    const { user, api } = await newUser(t);
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, timestamptz '2026-01-01' + ((i % 200) || ' days')::interval,
        'Tram ' || i, 250, 'expense', 'Misc'
      from generate_series(1, ${MAX_APPLY_CHANGES + 1}) as i`);
    const id = await createRule(api, ruleOn('tram', [{ type: 'setCategory', value: 'Transport' }]));
    expect((await applyRule(api, id, { dryRun: true })).body.changed).toBe(MAX_APPLY_CHANGES + 1);
    expect(await applyRule(api, id, { dryRun: false })).toEqual({
      status: 409,
      body: { msg: TOO_MANY_CHANGES },
    });
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from transactions
        where ledger_id = ${user.id} and category = 'Transport'`),
    );
    expect(left?.n).toBe(0);
    expect(await storedApplications(t, user.id)).toEqual([]);
    // In parts, by dates, it goes.
    const part = await applyRule(api, id, { dryRun: false, to: '2026-03-01' });
    expect(part.status).toBe(200);
    expect(part.body.changed).toBeLessThan(MAX_APPLY_CHANGES);
    // 20,001 rows written, read twice and rolled back: a minute on a busy two-core runner.
  }, 90_000);
});
