import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { rules } from '../../../db/schema.ts';
import type { AccountScope, AccountSection } from './section.ts';

/**
 * The ledger's rules in the order they run (at most MAX_RULES, so read whole). The file
 * keeps each as the API takes it and lists them in order; a restore numbers them from 0
 * in the file's order. Files from before rules have none; their import rules (the
 * importRules section) come after the file's rules.
 */
export const rulesSection: AccountSection<'rules'> = {
  key: 'rules',
  async *write(db: Db, { ledgerId }: AccountScope) {
    const rows = await db
      .select({
        name: rules.name,
        match: rules.match,
        conditions: rules.conditions,
        actions: rules.actions,
      })
      .from(rules)
      .where(eq(rules.ledgerId, ledgerId))
      .orderBy(asc(rules.position));
    yield JSON.stringify(rows);
  },
  async holdsData(db: Db, { ledgerId }: AccountScope) {
    const rows = await db
      .select({ one: sql`1` })
      .from(rules)
      .where(eq(rules.ledgerId, ledgerId))
      .limit(1);
    return rows.length > 0;
  },
  async restore(tx: Db, { ledgerId }: AccountScope, list) {
    if (list.length > 0) {
      await tx
        .insert(rules)
        .values(list.map((rule, position) => ({ ...rule, ledgerId, position })));
    }
    // An older file's import rules, restored just before, follow as rules.
    const moved = rowsOf<{ n: number }>(
      await tx.execute(sql`select elevate_import_rules_to_rules() as n`),
    );
    return list.length + (moved[0]?.n ?? 0);
  },
};
