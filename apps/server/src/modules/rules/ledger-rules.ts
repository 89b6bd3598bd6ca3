import { compileRules, type RuleOutcome, type RuleSubject } from '@elevate/shared/rules-engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { listRules } from './rule-service.ts';

/** A transaction as a write door has it, before the rules: its account is the default's when none. */
export type DoorSubject = Omit<RuleSubject, 'accountId'> & { accountId?: string | null };

/**
 * The ledger's rules compiled once for a write of many rows (decision 0054), reading each row
 * as it came. A row without an account goes to the ledger's default account, so that is the
 * account a rule's condition sees.
 */
export async function ledgerRulesFor(
  db: Db,
  ledgerId: string,
): Promise<(subject: DoorSubject) => RuleOutcome> {
  const { rules } = await listRules(db, ledgerId);
  if (rules.length === 0) return () => ({ tags: [] });
  const apply = compileRules(rules);
  const [account] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from accounts where ledger_id = ${ledgerId} and is_default`),
  );
  const fallback = account?.id ?? null;
  return (subject) => apply({ ...subject, accountId: subject.accountId ?? fallback });
}
