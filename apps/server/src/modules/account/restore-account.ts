import { eq } from 'drizzle-orm';
import type { AccountExport } from '@elevate/shared/schemas/account-export';
import type { Db } from '../../db/database.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { todayUTC } from '../recurring/occurrences.ts';
import { assertCatchUpFits } from '../recurring/rule-service.ts';
import { ACCOUNT_MESSAGES as MSG, restored } from './messages.ts';
import { ACCOUNT_SECTIONS } from './sections/index.ts';

/**
 * Writes an export file into the signed-in account in one transaction: all of it or,
 * on any refusal, nothing. Only into an account without data, checked under a lock on
 * the user's row, so two restores at once cannot both find it empty. Amounts are cents
 * as the file holds them, so every total comes out as it was.
 */
export async function restoreAccount(db: Db, userId: string, file: AccountExport) {
  // The check the API makes of a new rule, before anything is written: no rule a
  // restore brings may need more past dates than one catch-up creates.
  const today = todayUTC();
  file.recurringRules.forEach((rule, index) =>
    assertCatchUpFits(rule, rule.nextIndex, today, `recurringRules.${index}.startDate`),
  );
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      for (const section of ACCOUNT_SECTIONS) {
        if (await section.holdsData?.(tx, userId)) throw conflict(MSG.notEmpty);
      }
      const counts: Record<string, number> = {};
      for (const section of ACCOUNT_SECTIONS) {
        counts[section.key] = (await section.restore?.(tx, userId, file[section.key])) ?? 0;
      }
      const budgets = counts.budgets ?? 0;
      const transactions = counts.transactions ?? 0;
      return { message: restored(budgets, transactions), budgets, transactions };
    });
  } catch (err) {
    // A budget or transaction written meanwhile by another request of the same user.
    if (isUniqueViolation(err)) throw conflict(MSG.notEmpty);
    // A value the file's schema let through but a table's CHECK refuses: the file is bad.
    if (isCheckViolation(err)) throw badRequest(MSG.restoreInvalid);
    throw err;
  }
}
