import {
  ACCESS_TOKEN_MESSAGES as MSG,
  ACCESS_TOKEN_PREFIX,
  MAX_ACCESS_TOKENS,
  type AccessToken,
  type CreatedAccessToken,
} from '@elevate/shared/schemas/access-tokens';
import type { z } from 'zod';
import type { createAccessTokenBody } from '@elevate/shared/schemas/access-tokens';
import { addDays } from '@elevate/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accessTokens } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { insertWithinUserCap } from '../../db/within-user-cap.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { confirmIdentity } from '../account/identity.ts';
import { requireVerified } from '../auth/credential-state.ts';
import { notifyAccessTokenCreated, type NoticeDeps } from '../auth/security-notices.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { findMembership } from '../ledgers/membership.ts';

type Body = z.output<typeof createAccessTokenBody>;
type Row = typeof accessTokens.$inferSelect;

const answer = (row: Row): AccessToken => ({
  _id: row.id,
  name: row.name,
  scope: row.scope,
  ledgerId: row.ledgerId,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return rows.map(answer);
}

/**
 * A new token for a proven address, confirmed by the password (or a fresh provider
 * sign-in) as a passkey is, and mailed: a stolen session must not mint itself a
 * lasting way in unseen (decision 0057). The secret is answered here only.
 */
export async function createAccessToken(
  deps: NoticeDeps,
  user: SessionUser,
  body: Body,
): Promise<CreatedAccessToken> {
  await requireVerified(deps.db, user.id);
  await confirmIdentity(deps.db, user, body.password);
  const ledgerId = body.ledgerId?.toLowerCase() ?? null;
  if (
    ledgerId !== null &&
    ledgerId !== user.personalLedgerId &&
    (await findMembership(deps.db, ledgerId, user.id)) === null
  ) {
    throw badRequest(MSG.ledgerNotFound, [{ param: 'ledgerId', msg: MSG.ledgerNotFound }]);
  }
  const token = `${ACCESS_TOKEN_PREFIX}${generateToken()}`;
  const row = await insertWithinUserCap(
    deps.db,
    user.id,
    { table: accessTokens, max: MAX_ACCESS_TOKENS, message: MSG.tooMany },
    async (tx) => {
      const [inserted] = await tx
        .insert(accessTokens)
        .values({
          userId: user.id,
          name: body.name,
          scope: body.scope,
          ledgerId,
          tokenHash: hashToken(token),
          // Through the whole UTC day chosen.
          expiresAt: body.expiresAt ? new Date(`${addDays(body.expiresAt, 1)}T00:00:00Z`) : null,
        })
        .returning();
      return inserted!;
    },
  );
  notifyAccessTokenCreated(deps, user.id, { name: row.name, scope: row.scope });
  return { ...answer(row), token };
}

/** False when the user has no such token (another user's id answers alike). */
export async function revokeAccessToken(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  return gone.length > 0;
}
