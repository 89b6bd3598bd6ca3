import { eq } from 'drizzle-orm';
import type { AccountExport } from '@elevate/shared/schemas/account-export';
import type { Db } from '../../db/database.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import { ledgers } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { todayUTC } from '../recurring/occurrences.ts';
import { assertCatchUpFits } from '../recurring/rule-service.ts';
import { ACCOUNT_MESSAGES as MSG, restored } from './messages.ts';
import { ACCOUNT_SECTIONS } from './sections/index.ts';
import type { AccountScope } from './sections/section.ts';

/**
 * Writes an export file into the request's ledger in one transaction: all of it or,
 * on any refusal, nothing. Only into a ledger without data, checked under a lock on
 * the ledger's row, so two restores at once (by two of its members too) cannot both
 * find it empty. The profile's name and settings go to the person restoring. Amounts
 * are cents as the file holds them, so every total comes out as it was.
 */
export async function restoreAccount(db: Db, scope: AccountScope, file: AccountExport) {
  // The check the API makes of a new rule, before anything is written: no rule a
  // restore brings may need more past dates than one catch-up creates.
  const today = todayUTC();
  file.recurringRules.forEach((rule, index) =>
    assertCatchUpFits(rule, rule.nextIndex, today, `recurringRules.${index}.startDate`),
  );
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: ledgers.id })
        .from(ledgers)
        .where(eq(ledgers.id, scope.ledgerId))
        .for('update');
      for (const section of ACCOUNT_SECTIONS) {
        if (await section.holdsData?.(tx, scope)) throw conflict(MSG.notEmpty);
      }
      const counts: Record<string, number> = {};
      for (const section of ACCOUNT_SECTIONS) {
        counts[section.key] = (await section.restore?.(tx, scope, file[section.key])) ?? 0;
      }
      const budgets = counts.budgets ?? 0;
      const transactions = counts.transactions ?? 0;
      return { message: restored(budgets, transactions), budgets, transactions };
    });
  } catch (err) {
    // A budget or transaction written meanwhile by another request into the same ledger.
    if (isUniqueViolation(err)) throw conflict(MSG.notEmpty);
    // A value the file's schema let through but a table's CHECK refuses: the file is bad.
    if (isCheckViolation(err)) throw badRequest(MSG.restoreInvalid);
    throw err;
  }
}
