import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AccountExport } from '@elevate/shared/schemas/account-export';
import type { Db } from '../../../db/database.ts';
import { categoryCarryOvers, goals, importRules, recurringRules } from '../../../db/schema.ts';
import { dateAt } from '../../recurring/occurrences.ts';
import { rowsOf } from '../../../db/rows.ts';
import { chunks, type AccountScope, type AccountSection } from './section.ts';

type Key = 'goals' | 'carryOvers' | 'recurringRules';

/**
 * A small per-ledger list (each capped by its own module): read whole, written back as
 * it was. `columns` are the exported fields, in file order; ids and creation times
 * are the restore's.
 */
function listSection<K extends Key>(
  key: K,
  table: PgTable & { ledgerId: never },
  columns: Record<keyof AccountExport[K][number], unknown>,
  order: unknown,
): AccountSection<K> {
  const t = table as unknown as PgTable & { ledgerId: Parameters<typeof eq>[0] };
  return {
    key,
    async *write(db: Db, { ledgerId }: AccountScope) {
      const rows = await db
        .select(columns as never)
        .from(t)
        .where(eq(t.ledgerId, ledgerId))
        .orderBy(asc(order as never));
      yield JSON.stringify(rows);
    },
    async holdsData(db: Db, { ledgerId }: AccountScope) {
      const rows = await db
        .select({ one: sql`1` })
        .from(t)
        .where(eq(t.ledgerId, ledgerId))
        .limit(1);
      return rows.length > 0;
    },
    async restore(tx: Db, { ledgerId }: AccountScope, list) {
      if (list.length > 0) {
        await tx.insert(t).values(list.map((row) => ({ ...row, ledgerId })));
      }
      return list.length;
    },
  };
}

const g = goals;
export const goalsSection = listSection(
  'goals',
  g as never,
  {
    name: g.name,
    targetCents: g.targetCents,
    targetDate: g.targetDate,
    category: g.category,
    archived: g.archived,
  },
  g.createdAt,
);

const c = categoryCarryOvers;
export const carryOversSection = listSection(
  'carryOvers',
  c as never,
  { type: c.type, categoryKey: c.categoryKey },
  c.categoryKey,
);

const r = recurringRules;
const recurringRulesList = listSection(
  'recurringRules',
  r as never,
  {
    description: r.description,
    amountCents: r.amountCents,
    type: r.type,
    // A split rule's category is '' (decision 0055): the file says null and lists its parts.
    category: sql<string | null>`nullif(${r.category}, '')`,
    parts: r.parts,
    frequency: r.frequency,
    interval: r.interval,
    startDate: r.startDate,
    endDate: r.endDate,
    count: r.count,
    lastDayOfMonth: r.lastDayOfMonth,
    auto: r.auto,
    nextIndex: r.nextIndex,
    nextDate: r.nextDate,
  },
  r.createdAt,
);
export const recurringRulesSection: AccountSection<'recurringRules'> = {
  ...recurringRulesList,
  // Where each rule had got to comes from the file; its next date from the schedule, as the API keeps it.
  async restore(tx, { ledgerId }, list) {
    const rows = list.map((rule) => {
      const values = {
        ...rule,
        category: rule.category ?? '',
        parts: rule.parts && rule.parts.length > 0 ? rule.parts : null,
        endDate: rule.endDate ?? null,
        count: rule.count ?? null,
        lastDayOfMonth: rule.lastDayOfMonth ?? false,
      };
      return { ...values, ledgerId, nextDate: dateAt(values, rule.nextIndex) };
    });
    if (rows.length > 0) await tx.insert(recurringRules).values(rows);
    return rows.length;
  },
};

/**
 * The import's rules of a file written before they became rules (decision 0054): read only.
 * They go into import_rules, and the rules section, restored next, turns them into rules
 * after the file's own, as migration 0033 did with a ledger's.
 */
export const importRulesSection: AccountSection<'importRules'> = {
  key: 'importRules',
  async restore(tx: Db, { ledgerId }: AccountScope, list) {
    if (list.length > 0) {
      // A millisecond apart, so the move keeps the file's order (it sorts by creation).
      const start = Date.now();
      await tx
        .insert(importRules)
        .values(list.map((rule, i) => ({ ...rule, ledgerId, createdAt: new Date(start + i) })));
    }
    return list.length;
  },
};

/**
 * The CSV mappings imports remembered, by header key. They are preferences, not data: a
 * ledger holding only these (an undone import leaves its mapping) still takes a restore,
 * and the file's mapping of a header replaces the ledger's.
 */
export const importMappingsSection: AccountSection<'importMappings'> = {
  key: 'importMappings',
  async *write(db, { ledgerId }) {
    const [row] = rowsOf<{ json: string }>(
      await db.execute(sql`
        select coalesce(json_agg(json_build_object('headerKey', m.header_key,
            'mapping', m.mapping) order by m.header_key), '[]')::text as "json"
        from import_mappings m where m.ledger_id = ${ledgerId}`),
    );
    yield row?.json ?? '[]';
  },
  async restore(tx, { ledgerId }, list) {
    for (const part of chunks(list)) {
      await tx.execute(sql`
        insert into import_mappings (ledger_id, header_key, mapping)
        select ${ledgerId}::uuid, m."headerKey", m.mapping
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as m("headerKey" text, mapping jsonb)
        on conflict (ledger_id, header_key)
        do update set mapping = excluded.mapping, updated_at = now()`);
    }
    return list.length;
  },
};
