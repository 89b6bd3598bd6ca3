import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rules } from '../../../db/schema.ts';
import type { AccountScope, AccountSection } from './section.ts';

/**
 * The ledger's rules in the order they run (at most MAX_RULES, so read whole). The file
 * keeps each as the API takes it and lists them in order; a restore numbers them from 0
 * in the file's order. Files from before rules have none.
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
    return list.length;
  },
};
