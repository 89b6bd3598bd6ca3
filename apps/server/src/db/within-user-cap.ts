import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../lib/errors.ts';
import type { Db } from './database.ts';
import { rowsOf } from './rows.ts';
import { users } from './schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `insert` unless the user already has `max` rows in `table` (by its user_id), then
 * 409 `message`. One at a time per user (their users row is locked), so a burst of
 * creations cannot pass the cap together.
 */
export function insertWithinUserCap<T>(
  db: Db,
  userId: string,
  cap: { table: PgTable; max: number; message: string },
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${cap.table} where user_id = ${userId}`),
    );
    if ((row?.n ?? 0) >= cap.max) throw conflict(cap.message);
    return insert(tx);
  });
}
