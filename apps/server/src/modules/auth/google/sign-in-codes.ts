import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { signInCodes } from '../../../db/schema.ts';
import { generateToken, hashToken } from '../../../lib/tokens.ts';

/** Long enough for the app to load and post it back, short enough to be useless once leaked. */
export const SIGN_IN_CODE_TTL_MS = 60_000;

/**
 * A fresh 256-bit code for `userId`, usable only with the browser key of the flow
 * cookie. Expired codes are swept first, so the table holds about a minute of sign-ins.
 */
export async function issueSignInCode(db: Db, userId: string, browserKey: string) {
  await db.delete(signInCodes).where(lte(signInCodes.expiresAt, sql`now()`));
  const code = generateToken();
  await db.insert(signInCodes).values({
    codeHash: hashToken(code),
    userId,
    browserHash: hashToken(browserKey),
    expiresAt: sql`now() + ${SIGN_IN_CODE_TTL_MS} * interval '1 millisecond'`,
  });
  return code;
}

/**
 * Uses the code up in one conditional DELETE: of two concurrent exchanges exactly one
 * gets the row; a replay, an expired code, another browser or any other string gets
 * null. A wrong browser leaves the code alone, so a leaked code cannot be burnt by a
 * stranger before its owner's browser exchanges it.
 */
export async function redeemSignInCode(
  db: Db,
  code: string,
  browserKey: string,
): Promise<string | null> {
  const [row] = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.codeHash, hashToken(code)),
        eq(signInCodes.browserHash, hashToken(browserKey)),
        gt(signInCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: signInCodes.userId });
  return row?.userId ?? null;
}
