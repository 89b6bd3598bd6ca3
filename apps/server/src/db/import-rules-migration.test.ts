import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseAtPerFile } from '../test/migrations-up-to.ts';

/**
 * Migration 0033 on a seeded copy (decision 0054): every import rule becomes a rule after
 * the ledger's own, in the order the import tried them, and nothing else changes; a staged
 * import row of before reads no rule and no tags.
 */

const { rows, migrateTo } = databaseAtPerFile('0031_rules');

async function ledger(email: string) {
  const [user] = await rows<{ id: string }>(sql`
    insert into users (name, email, is_verified) values ('Seeded', ${email}, true) returning id`);
  return user!.id;
}

const importRule = (
  ledgerId: string,
  contains: string,
  category: string,
  at: string,
  type?: string,
) =>
  rows(sql`insert into import_rules (ledger_id, contains, category, type, created_at)
    values (${ledgerId}, ${contains}, ${category}, ${type ?? null}, ${at}::timestamptz)`);

const rulesOf = (ledgerId: string) =>
  rows<{ position: number; name: string; match: string; conditions: unknown; actions: unknown }>(
    sql`select position, name, match, conditions, actions from rules
      where ledger_id = ${ledgerId} order by position`,
  );

describe('migration 0033 on a seeded copy', () => {
  it("moves the import rules after the ledger's rules, in the order they were tried", async () => {
    const ann = await ledger('ann@example.com');
    const bob = await ledger('bob@example.com');
    await rows(sql`insert into rules (ledger_id, position, name, match, conditions, actions)
      values (${ann}, 0, 'Own', 'any',
        '[{"field":"type","op":"equals","value":"income"}]',
        '[{"type":"addTag","value":"pay"}]')`);
    // Created out of their listed order: the creation time decides, as the import tried them.
    await importRule(ann, 'tesco', 'Groceries', '2026-03-02T00:00:00Z');
    await importRule(ann, 'acme payroll', 'Wages', '2026-03-01T00:00:00Z', 'income');
    await importRule(bob, 'netflix', 'Streaming', '2026-01-01T00:00:00Z', 'expense');
    const [batch] = await rows<{ id: string }>(sql`
      insert into imports (ledger_id, file_name, format, row_count, expires_at)
      values (${ann}, 'old.csv', 'csv', 1, now() + interval '1 day') returning id`);
    await rows(sql`insert into import_row_chunks (import_id, ledger_id, chunk, rows)
      values (${batch!.id}, ${ann}, 0, '[{"i":0,"d":"2026-03-01T00:00:00Z","s":"Old","k":"old",
        "a":100,"t":"expense","c":"Food","cs":"file","n":null,"b":null,"u":false,
        "x":"0190a1b2-c3d4-7e5f-8a9b-000000000001","m":null}]'::json)`);

    await migrateTo();

    expect(await rulesOf(ann)).toEqual([
      {
        position: 0,
        name: 'Own',
        match: 'any',
        conditions: [{ field: 'type', op: 'equals', value: 'income' }],
        actions: [{ type: 'addTag', value: 'pay' }],
      },
      {
        position: 1,
        name: 'acme payroll → Wages',
        match: 'all',
        conditions: [{ field: 'description', op: 'contains', value: 'acme payroll' }],
        actions: [
          { type: 'setCategory', value: 'Wages' },
          { type: 'setType', value: 'income' },
        ],
      },
      {
        position: 2,
        name: 'tesco → Groceries',
        match: 'all',
        conditions: [{ field: 'description', op: 'contains', value: 'tesco' }],
        actions: [{ type: 'setCategory', value: 'Groceries' }],
      },
    ]);
    expect((await rulesOf(bob)).map((r) => [r.position, r.name, r.actions])).toEqual([
      [
        0,
        'netflix → Streaming',
        [
          { type: 'setCategory', value: 'Streaming' },
          { type: 'setType', value: 'expense' },
        ],
      ],
    ]);
    expect(await rows(sql`select count(*)::int as n from import_rules`)).toEqual([{ n: 0 }]);
    expect(
      await rows(sql`select description, category, rule_id, tags from import_rows
        where import_id = ${batch!.id}`),
    ).toEqual([{ description: 'Old', category: 'Food', rule_id: null, tags: null }]);
    // Run again (as a restore does after loading a backup): nothing left to move.
    expect(await rows(sql`select elevate_import_rules_to_rules() as n`)).toEqual([{ n: 0 }]);
    expect(await rulesOf(ann)).toHaveLength(3);
  });
});
