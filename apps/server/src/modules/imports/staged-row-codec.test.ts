import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import type { StagedRow } from './prepare-rows.ts';
import {
  CHUNK_RECORD,
  chunkSelectList,
  encodeChunkRow,
  importRows,
  STAGED_COLUMNS,
} from './staged-row-codec.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The type names information_schema gives for the codec's SQL types. */
const INFORMATION_TYPE: Record<string, string> = {
  integer: 'integer',
  timestamptz: 'timestamp with time zone',
  bigint: 'bigint',
  text: 'text',
  boolean: 'boolean',
  uuid: 'uuid',
  json: 'json',
};

const staged: StagedRow = {
  idx: 7,
  date: '2026-03-04',
  description: 'Café "Zoë", 2 × ½',
  descKey: 'cafe zoe 2 1/2',
  amountCents: 123_456_789_012,
  type: 'expense',
  category: 'Eating out',
  categorySource: 'payee',
  parts: [
    { category: 'Eating out', amountCents: 123_456_789_000, notes: 'Zoë "½"' },
    { category: 'Tips', amountCents: 12, notes: null },
  ],
  notes: null,
  tags: ['coffee', 'Zoë'],
  ruleId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a00',
  bankId: 'acct:FIT-1',
  duplicate: true,
  match: {
    id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    date: '2026-03-02',
    day: 0,
    description: 'Cafe Zoe',
    amountCents: 123_456_789_012,
    type: 'expense',
    category: 'Eating out',
    claimed: true,
  },
};
const transactionId = '0190a1b2-c3d4-7e5f-8a9b-000000000001';

describe('the staged import row codec', () => {
  it('is the import_rows view: its columns, their order and types, and the letter each reads', async () => {
    const columns = rowsOf<{ column_name: string; data_type: string }>(
      await t.database.db.execute(sql`
        select column_name, data_type from information_schema.columns
        where table_name = 'import_rows' order by ordinal_position`),
    );
    expect(columns).toEqual([
      { column_name: 'import_id', data_type: 'uuid' },
      { column_name: 'ledger_id', data_type: 'uuid' },
      { column_name: 'chunk', data_type: 'integer' },
      ...STAGED_COLUMNS.map((col) => ({
        column_name: col.name,
        data_type: INFORMATION_TYPE[col.sqlType],
      })),
    ]);
    const [view] = rowsOf<{ definition: string }>(
      await t.database.db.execute(sql`select pg_get_viewdef('import_rows') as definition`),
    );
    const definition = (view?.definition ?? '').replace(/\s+/g, ' ');
    for (const col of STAGED_COLUMNS) {
      expect(definition).toContain(`r.${col.letter} AS ${col.name}`);
    }
  });

  it('stores a row that the view, importRows and a patch read back as it was staged', async () => {
    const user = await createTestUser(t);
    const db = t.database.db;
    const [batch] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into imports (ledger_id, file_name, format, row_count, expires_at)
        values (${user.id}, 'codec.csv', 'csv', 1, now() + interval '1 day') returning id`),
    );
    const chunkRow = encodeChunkRow(staged, transactionId);
    expect(Object.keys(chunkRow)).toEqual(STAGED_COLUMNS.map((col) => col.letter));
    await db.execute(sql`
      insert into import_row_chunks (import_id, ledger_id, chunk, rows)
      values (${batch!.id}, ${user.id}, 0, ${JSON.stringify([chunkRow])}::json)`);

    const read = async (rows: SQL) =>
      rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select idx, to_char(date at time zone 'UTC', 'YYYY-MM-DD') as date, description,
            desc_key, amount_cents::text, type, category, category_source, notes, bank_id,
            duplicate, transaction_id, match_id, rule_id, tags, parts
          from ${rows} r`),
      );
    const viewed = await read(sql`(select * from import_rows where import_id = ${batch!.id})`);
    // The ledger's reader answers the view's row; under another ledger the import is not there.
    expect(await read(importRows(user.id, batch!.id))).toEqual(viewed);
    expect(await read(importRows(user.id, [batch!.id]))).toEqual(viewed);
    const other = await createTestUser(t);
    expect(await read(importRows(other.id, batch!.id))).toEqual([]);
    expect(viewed).toEqual([
      {
        idx: 7,
        date: '2026-03-04',
        description: staged.description,
        desc_key: staged.descKey,
        amount_cents: '123456789012',
        type: 'expense',
        category: 'Eating out',
        category_source: 'payee',
        notes: null,
        bank_id: 'acct:FIT-1',
        duplicate: true,
        transaction_id: transactionId,
        match_id: staged.match!.id,
        rule_id: staged.ruleId,
        tags: staged.tags,
        parts: staged.parts,
      },
    ]);

    // The record and select list the chunk rewrites use give the stored row back unchanged.
    const [reread] = rowsOf<{ row: Record<string, unknown> }>(
      await db.execute(sql`
        select row_to_json(p) as row from (
          select ${chunkSelectList('r')} from import_row_chunks c,
            json_to_recordset(c.rows) as r(${CHUNK_RECORD})
          where c.import_id = ${batch!.id}) p`),
    );
    const row = typeof reread?.row === 'string' ? JSON.parse(reread.row) : reread?.row;
    expect({ ...row, d: new Date(row.d).toISOString() }).toEqual({
      ...chunkRow,
      d: new Date(chunkRow.d).toISOString(),
    });
  });
});
