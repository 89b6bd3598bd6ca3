import type { Rule } from '@elevate/shared/schemas/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rules } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { listRules, lockRuleOrder } from './rule-service.ts';

export const REORDER_MESSAGES = {
  repeated: 'Each rule may appear only once in ids',
  mismatch: "ids must name every rule of the ledger, and only the ledger's rules",
};

const idsError = (msg: string) => badRequest(msg, [{ param: 'ids', msg }]);

/**
 * Puts the ledger's rules in the order of `ids`, which must name each of them once: a
 * missing, repeated or unknown id (another ledger's included) is refused whole, so a
 * reorder made from a stale list cannot drop or duplicate a place. One UPDATE rewrites
 * every position; the unique (ledger, position) check runs at commit.
 */
export function reorderRules(db: Db, ledgerId: string, ids: string[]): Promise<{ rules: Rule[] }> {
  const wanted = ids.map((id) => id.toLowerCase());
  if (new Set(wanted).size !== wanted.length) throw idsError(REORDER_MESSAGES.repeated);
  return db.transaction(async (tx) => {
    await lockRuleOrder(tx, ledgerId);
    const held = await tx.select({ id: rules.id }).from(rules).where(eq(rules.ledgerId, ledgerId));
    const known = new Set(held.map((row) => row.id));
    if (held.length !== wanted.length || wanted.some((id) => !known.has(id))) {
      throw idsError(REORDER_MESSAGES.mismatch);
    }
    if (wanted.length > 0) {
      await tx.execute(sql`
        UPDATE rules SET position = o.n - 1
        FROM jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) WITH ORDINALITY AS o(id, n)
        WHERE rules.ledger_id = ${ledgerId} AND rules.id = o.id::uuid`);
    }
    return listRules(tx, ledgerId);
  });
}
