import { sql } from 'drizzle-orm';
import type { Db } from '../../database.ts';
import { rowsOf } from '../../rows.ts';

/**
 * Every row of every app table (generated columns too) in its text form,
 * sorted: two snapshots are equal exactly when the tables hold the same rows.
 */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select relname as "name" from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`),
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = rowsOf<{ r: string }>(
      await db.execute(sql.raw(`select t::text as "r" from "${name}" as t order by 1`)),
    );
    result[name] = rows.map((row) => row.r);
  }
  return result;
}
