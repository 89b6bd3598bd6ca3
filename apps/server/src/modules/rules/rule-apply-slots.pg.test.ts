import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addRows, applyRule, createRule, newUser, ruleOn } from '../../test/rule-apply-fixtures.ts';
import { APPLY_IN_PROGRESS } from './routes.ts';

// Requests reach the slots side by side only where the database serves several connections
// at once: this file runs in the PostgreSQL pass (TEST_DATABASE_URL).
if (!process.env.TEST_DATABASE_URL) throw new Error('this file needs TEST_DATABASE_URL');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const taxiRule = ruleOn('taxi', [{ type: 'setCategory', value: 'Transport' }]);

describe('apply a rule: one at a time per ledger', () => {
  it('runs one application per ledger at a time: a burst gets 429s, another ledger is not held up', async () => {
    const mine = await newUser(t);
    const theirs = await newUser(t);
    await addRows(theirs.api, [{ date: '2026-07-01', description: 'Taxi home' }]);
    // Enough rows that the first run is still reading when the others arrive.
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${mine.user.id}, timestamptz '2026-01-01' + (i || ' minutes')::interval,
        'Taxi ' || i, 1000 + i, 'expense', 'Travel'
      from generate_series(1, 20000) as i`);
    const ruleId = await createRule(mine.api, taxiRule);
    const theirRule = await createRule(theirs.api, taxiRule);
    const [theirRun, ...burst] = await Promise.all([
      applyRule(theirs.api, theirRule, { dryRun: true }),
      ...Array.from({ length: 6 }, () => applyRule(mine.api, ruleId, { dryRun: true })),
    ]);
    expect(theirRun.status).toBe(200);
    const statuses = burst.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(burst.find((res) => res.status === 429)?.body).toEqual({ msg: APPLY_IN_PROGRESS });
    // Once it is done, the next one runs.
    expect((await applyRule(mine.api, ruleId, { dryRun: true })).status).toBe(200);
  });
});
