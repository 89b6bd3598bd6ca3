import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseAtPerFile } from '../test/migrations-up-to.ts';

/**
 * Migration 0037 (decision 0056): the helpers of a transaction's stored JSON, rewritten so
 * PostgreSQL inlines them, answer exactly what the plain to_json and to_char did, so rows
 * written before and after print alike.
 */

const BEFORE = '0036_split_rules';

const { db, rows, migrateTo } = databaseAtPerFile(BEFORE);

// Every control character, the two JSON escapes, text beyond ASCII and an empty text.
const ODD_TEXTS = [
  ...Array.from({ length: 31 }, (_, i) => `a${String.fromCharCode(i + 1)}b`),
  '\u007f',
  'say "hi" \\ back',
  'Café 😀 € ü',
  '',
  'x'.repeat(3000),
];

const jsonRows = () =>
  rows<{ id: string; api_json: string }>(sql`select id, api_json from transactions order by id`);

describe('migration 0037: the stored JSON helpers', () => {
  it('leaves every stored JSON as it was, and a row written again prints the same', async () => {
    const [user] = await rows<{ id: string }>(sql`
      insert into users (name, email, is_verified) values ('Seeded', 'ann@example.com', true)
      returning id`);
    const ledgerId = user!.id;
    const texts = sql`${JSON.stringify(ODD_TEXTS)}::json`;
    await db().execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category, notes,
        tags, created_at)
      select ${ledgerId}, timestamptz '1900-01-01Z' + (i * 97 || ' days')::interval,
        t.value, case when i % 2 = 0 then 1005 * i else -i end,
        case when i % 2 = 0 then 'income' else 'expense' end, 'C ' || t.value,
        case when i % 3 = 0 then t.value end,
        case when i % 4 = 0 then array['Trip "x" \\', 'Café'] else '{}' end,
        timestamptz '2026-03-04 05:06:07.891234Z' + (i * 1234567 || ' microseconds')::interval
      from json_array_elements_text(${texts}) with ordinality as t(value, i)`);
    const before = await jsonRows();
    expect(before).toHaveLength(ODD_TEXTS.length);

    await migrateTo();

    expect(await jsonRows()).toEqual(before);
    // Written again, each row's JSON is computed by the new helpers.
    await db().execute(sql`update transactions set description = description || ''`);
    expect(await jsonRows()).toEqual(before);
    const parsed = before.map((row) => JSON.parse(row.api_json) as { description: string });
    expect(parsed.map((row) => row.description).sort()).toEqual([...ODD_TEXTS].sort());
  });

  it('answers what to_json and to_char answer, in any session time zone', async () => {
    await db().execute(sql`set time zone 'Asia/Kolkata'`);
    const [texts] = await rows<{ differ: number; n: number }>(sql`
      select count(*) filter (where elevate_json_text(v) is distinct from to_json(v)::text)::int
          as differ, count(*)::int as n
      from (select chr(c) || 'x"\\' || chr(c) from generate_series(1, 2000) c
        union all select null) as t(v)`);
    expect(texts).toEqual({ differ: 0, n: 2001 });
    const [instants] = await rows<{ differ: number; n: number }>(sql`
      select count(*) filter (where elevate_iso_utc(v) is distinct from
          to_char(v at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::int as differ,
        count(*)::int as n
      from (select timestamptz '1900-01-01Z' + (i * 3331 || ' hours')::interval
          + (i * 7919 || ' microseconds')::interval from generate_series(0, 5000) i
        union all values (timestamptz '2200-12-31 23:59:59.999999Z'), (null)) as t(v)`);
    expect(instants).toEqual({ differ: 0, n: 5003 });
    await db().execute(sql`reset time zone`);
    const [others] = await rows<Record<string, string | null>>(sql`
      select elevate_dollars(null) as no_cents, elevate_dollars(-1050) as cents,
        elevate_json_text_array(null) as no_list, elevate_json_text_array('{}') as empty,
        elevate_json_text_array(array['a "b"', 'c']) as list`);
    expect(others).toEqual({
      no_cents: null,
      cents: '-10.5',
      no_list: null,
      empty: '[]',
      list: '["a \\"b\\"","c"]',
    });
  });

  it('is inlined: the column expression calls no helper of its own', async () => {
    const plan = await rows<{ 'QUERY PLAN': string }>(sql`
      explain (verbose, costs off)
      select elevate_json_text(description), elevate_iso_utc(date), elevate_dollars(amount_cents),
        elevate_json_text_array(tags)
      from transactions`);
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('json_object');
    expect(text).not.toMatch(/elevate_(json_text|iso_utc|dollars)\(/);
    // Only a row with tags reads them through a query.
    expect(text).toContain('elevate_json_text_items(');
  });
});
