import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knownDevices } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SessionClient } from './session-client.ts';

/**
 * Records the browser as one the account has signed in from and, when it is new
 * to an account that had others, warns the owner. An account's first browser (the
 * one it was registered or first provider-signed-in with) warns nobody: there is
 * nothing to tell apart yet. Nor does the first sign-in after migration 0015.
 */
export async function recordDevice(db: Db, userId: string, client: SessionClient): Promise<void> {
  const deviceHash = hashToken(client.deviceKey());
  const [row] = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: sql`now()` },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row?.inserted) return;
  const [other] = await db
    .select({ deviceHash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  if (other) client.newDevice(userId);
}
