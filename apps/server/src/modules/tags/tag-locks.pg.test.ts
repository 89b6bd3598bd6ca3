import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { createPostgresDatabase } from '../../test/server-process.ts';
import { newTransactionId } from '../transactions/ordered-ids.ts';
import { insertTransactions } from '../transactions/transaction-writes.ts';
import { renameTag } from './tag-edits.ts';

// Decision 0053's tag lock, with a second connection holding a transaction open: picked up
// only when TEST_DATABASE_URL names a PostgreSQL server.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

let target: { url: string; drop(): Promise<void> };
let database: Database;
let other: postgres.Sql;
let ledgerId: string;

beforeAll(async () => {
  target = await createPostgresDatabase(adminUrl);
  database = await openDatabase({ databaseUrl: target.url });
  other = postgres(target.url, { max: 1, onnotice: () => {} });
  const [user] = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      insert into users (name, email, is_verified) values ('Locks', 'locks@example.com', true)
      returning id`),
  );
  ledgerId = user!.id;
});
afterAll(async () => {
  await other.end();
  await database.close();
  await target.drop();
});

const insert = async (description: string, tags: string[]) => {
  const id = newTransactionId();
  await insertTransactions(database.db, [
    {
      id,
      ledgerId,
      date: new Date('2026-01-02T00:00:00Z'),
      description,
      amountCents: 100,
      type: 'expense',
      category: 'Food',
      tags,
    },
  ]);
  return id;
};
const tagsOf = async (id: string) =>
  rowsOf<{ tags: string[] }>(
    await database.db.execute(sql`select tags from transactions where id = ${id}`),
  )[0]!.tags;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a ledger's tag lock", () => {
  it('makes a rename wait for a write giving a row the old tag, and rewrite that row too', async () => {
    const before = await insert('Committed', ['old']);
    const open = await other.reserve();
    await open`begin`;
    const inserted = await open<{ id: string }[]>`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, tags)
      values (${ledgerId}, '2026-01-03', 'In flight', 100, 'expense', 'Food', '{OLD}')
      returning id`;
    const inFlight = inserted[0]!.id;
    let done = false;
    const rename = renameTag(database.db, ledgerId, 'old', 'New').finally(() => (done = true));
    await pause(500);
    expect(done).toBe(false);
    await open`commit`;
    open.release();
    expect(await rename).toEqual({ name: 'New', count: 2 });
    expect([await tagsOf(before), await tagsOf(inFlight)]).toEqual([['New'], ['New']]);
  });

  it('runs a rename once more when PostgreSQL rolls it back to end a deadlock', async () => {
    const looped = await insert('Looped', ['loop']);
    const plain = await insert('Plain', []);
    const open = await other.reserve();
    await open`begin`;
    // A change of the row the rename must rewrite, with no tags: no lock yet.
    await open`update transactions set description = 'Held' where id = ${looped}`;
    const rename = renameTag(database.db, ledgerId, 'loop', 'Ring');
    await pause(300);
    // Now giving a row tags, the open transaction waits for the rename, which waits for it.
    const second = open`update transactions set tags = '{x}' where id = ${plain}`.then(
      () => 'done',
      (err: { code?: string }) => err.code,
    );
    const outcome = await second;
    await (outcome === 'done' ? open`commit` : open`rollback`);
    open.release();
    expect(['done', '40P01']).toContain(outcome);
    expect(await rename).toEqual({ name: 'Ring', count: 1 });
    expect(await tagsOf(looped)).toEqual(['Ring']);
  });
});
