import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keptAndComputed } from '../test/kept-counters.ts';
import { databaseAtPerFile } from '../test/migrations-up-to.ts';
import type { Db } from './database.ts';

/**
 * Migration 0030 on a seeded copy (decision 0053): a database as it stood after 0029
 * keeps every row, total and count; each transaction's JSON is what it was with
 * "tags":[] added after transferId, and nothing else.
 */

const BEFORE_TAGS = '0029_import_accounts';

const { db, rows, migrateTo } = databaseAtPerFile(BEFORE_TAGS);

/** A user (and so a personal ledger with its first account) and a month of transactions. */
async function seed(email: string) {
  const [user] = await rows<{ id: string }>(sql`
    insert into users (name, email, is_verified) values ('Seeded', ${email}, true) returning id`);
  const ledgerId = user!.id;
  await db().execute(sql`
    insert into transactions (ledger_id, date, description, amount_cents, type, category, notes, cleared)
    select ${ledgerId}, timestamptz '2026-02-01' + (i || ' hours')::interval,
      'Shop "' || (i % 7) || E'" \\ ü', case when i % 10 = 0 then 250000 else -(i * 37 + 1) end,
      case when i % 10 = 0 then 'income' else 'expense' end,
      case when i % 10 = 0 then 'Salary' else 'Food' end,
      case when i % 3 = 0 then 'note ' || i end, i % 4 = 0
    from generate_series(1, 80) as i`);
  return ledgerId;
}

const jsonRows = () =>
  rows<{ id: string; api_json: string }>(sql`select id, api_json from transactions order by id`);

describe('migration 0030 on a seeded copy', () => {
  it('adds "tags":[] to every transaction and changes nothing else', async () => {
    const ledgers = [await seed('ann@example.com'), await seed('bob@example.com')];
    const before = await jsonRows();
    expect(before).toHaveLength(160);

    await migrateTo();

    const after = await jsonRows();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    after.forEach((row, i) => {
      const old = before[i]!.api_json;
      // Migration 0034 (splits), run with the later ones, adds "splits":[] after the tags.
      expect(row.api_json).toBe(
        old.replace(/,"createdAt":/, ',"tags":[],"splits":[],"createdAt":'),
      );
      expect(JSON.parse(row.api_json)).toEqual({ ...JSON.parse(old), tags: [], splits: [] });
    });
    expect(await rows(sql`select count(*)::int as n from tags`)).toEqual([{ n: 0 }]);
    for (const ledgerId of ledgers) {
      const { kept, computed } = await keptAndComputed(db() as unknown as Db, ledgerId);
      expect(kept).toEqual(computed);
      expect(kept.tags).toEqual([]);
    }
  });

  it("keeps a row's tags, spelling and counts for any writer afterwards", async () => {
    const [ledger] = await rows<{ id: string }>(sql`select id from ledgers order by id limit 1`);
    const ledgerId = ledger!.id;
    await db().execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, tags)
      values (${ledgerId}, '2026-03-02', 'Tagged', 450, 'expense', 'Food', '{" Trip ",Food,trip}'),
        (${ledgerId}, '2026-03-03', 'Tagged too', 450, 'expense', 'Food', '{FOOD}')`);
    const tagged = await rows<{ api_json: string }>(sql`
      select api_json from transactions where ledger_id = ${ledgerId} and tags <> '{}' order by date`);
    expect(tagged.map((row) => JSON.parse(row.api_json).tags)).toEqual([
      ['Trip', 'Food'],
      ['Food'],
    ]);
    const { kept, computed } = await keptAndComputed(db() as unknown as Db, ledgerId);
    expect(kept).toEqual(computed);
    expect(kept.tags).toEqual([
      { key: 'food', name: 'Food', count: 2 },
      { key: 'trip', name: 'Trip', count: 1 },
    ]);
  });
});
