import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations-folder.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { CHUNK_ROWS } from './import-chunks.ts';
import { importRows } from './staged-row-codec.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Replayed on today's schema, where migration 0024 renamed the chunks' user_id to ledger_id.
const migration = fs
  .readFileSync(path.join(migrationsFolder, '0019_import_chunks_2000.sql'), 'utf8')
  .replaceAll('"user_id"', '"ledger_id"')
  .split('--> statement-breakpoint');

/** Every staged row of the import as the ledger reads it, in idx order, and the chunk it sits in. */
async function stagedRows(ledgerId: string, importId: string) {
  return rowsOf<{ chunk: number; idx: number; row: string }>(
    await t.database.db.execute(sql`
      select chunk, idx, concat_ws('|', date, description, desc_key, amount_cents, type, category,
        category_source, notes, bank_id, duplicate, transaction_id) as row
      from ${importRows(ledgerId, importId)} r order by idx`),
  );
}

describe('migration 0019: staged rows cut again into chunks of 2,000', () => {
  it('keeps every row and its values, in chunks of floor(idx / 2000)', async () => {
    const user = await createTestUser(t);
    const db = t.database.db;
    const [batch] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into imports (ledger_id, file_name, format, row_count, expires_at)
        values (${user.id}, 'old.csv', 'csv', 12003, now() + interval '1 day') returning id`),
    );
    // Staged as migration 0018 and the code of that time did: 5,000 rows per chunk.
    await db.execute(sql`
      insert into import_row_chunks (import_id, ledger_id, chunk, rows)
      select ${batch!.id}, ${user.id}, i / 5000, json_agg(json_build_object(
          'i', i, 'd', timestamptz '2026-01-01' + i * interval '1 hour', 's', 'Row ' || i,
          'k', 'row ' || i, 'a', i * 7 + 1, 't', case when i % 3 = 0 then 'income' else 'expense' end,
          'c', 'Cat ' || i % 11, 'cs', 'file', 'n', case when i % 5 = 0 then 'note ' || i end,
          'b', case when i % 2 = 0 then 'bank-' || i end, 'u', i % 17 = 0,
          'x', gen_random_uuid()) order by i)
      from generate_series(0, 12002) as i group by i / 5000`);
    const before = await stagedRows(user.id, batch!.id);
    expect(new Set(before.map((row) => row.chunk))).toEqual(new Set([0, 1, 2]));

    // As the migrator runs it: one transaction, so the temporary table and the statements
    // that read it share a connection while the app's background work uses others.
    await db.transaction(async (tx) => {
      for (const statement of migration) await tx.execute(sql.raw(statement));
    });

    const after = await stagedRows(user.id, batch!.id);
    expect(after.map(({ idx, row }) => ({ idx, row }))).toEqual(
      before.map(({ idx, row }) => ({ idx, row })),
    );
    expect(CHUNK_ROWS).toBe(2000);
    expect(after.every((row) => row.chunk === Math.floor(row.idx / CHUNK_ROWS))).toBe(true);
    const chunks = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from import_row_chunks
        where ledger_id = ${user.id} and import_id = ${batch!.id}`),
    );
    expect(chunks[0]!.n).toBe(7);
  });
});
