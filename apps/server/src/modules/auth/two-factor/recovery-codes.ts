import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@elevate/shared/schemas/two-factor';
import type { Db } from '../../../db/database.ts';
import { recoveryCodes } from '../../../db/schema.ts';
import { hashToken } from '../../../lib/tokens.ts';

/** Crockford's base 32: no i, l, o or u, so a code read aloud or copied by hand survives. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** 12 characters, 60 random bits, shown as xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Hashed with the account id, so one hash never matches on two accounts. */
const hashCode = (userId: string, normalized: string) =>
  hashToken(`${userId}:${normalized.replace(/-/g, '')}`);

/** Ten fresh codes replace every earlier one, used or not; only their hashes are stored. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(userId, code) })));
  return codes;
}

/** Uses the code up in one conditional UPDATE: of two parallel uses exactly one succeeds. */
export async function useRecoveryCode(db: Db, userId: string, normalized: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(userId, normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const deleteRecoveryCodes = (db: Db, userId: string) =>
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
