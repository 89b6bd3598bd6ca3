import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { userTotp } from '../../../db/schema.ts';

export async function findTotp(db: Db, userId: string) {
  const [row] = await db
    .select({
      secret: userTotp.secret,
      enabledAt: userTotp.enabledAt,
      lastUsedStep: userTotp.lastUsedStep,
    })
    .from(userTotp)
    .where(eq(userTotp.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function totpEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records `step` as the last one used, only if it is later than the one before: a
 * code, replayed or sent twice in parallel, is accepted once. With `enable`, a
 * pending set-up becomes active in the same statement.
 */
export async function takeTotpStep(
  db: Db,
  userId: string,
  step: number,
  mode: 'active' | 'enable',
): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({
      lastUsedStep: step,
      ...(mode === 'enable' ? { enabledAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(userTotp.userId, userId),
        mode === 'enable' ? isNull(userTotp.enabledAt) : isNotNull(userTotp.enabledAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** A new pending secret replaces a pending one; an active one stays untouched. */
export async function savePendingSecret(db: Db, userId: string, sealed: string) {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: sealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export const deleteTotp = (db: Db, userId: string) =>
  db.delete(userTotp).where(eq(userTotp.userId, userId));
