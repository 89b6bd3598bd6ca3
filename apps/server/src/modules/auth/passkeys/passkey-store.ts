import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { passkeys } from '../../../db/schema.ts';
import { credentialsChanged } from '../credential-state.ts';

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The user's passkeys, newest first, as the settings list shows them. */
export async function listPasskeys(db: Db, userId: string) {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** What a ceremony needs of the user's credentials: ids and transports. */
export async function credentialDescriptors(db: Db, userId: string) {
  const rows = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return rows;
}

export async function findCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

export type StoredCredential = NonNullable<Awaited<ReturnType<typeof findCredential>>>;

/** A new credential counts as a credential change (decision 0035), in one transaction with it. */
export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert) {
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, values);
    if (row) await credentialsChanged(tx, values.userId);
    return row;
  });
}

async function insertRow(db: Db, values: typeof passkeys.$inferInsert) {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    });
  return row ?? null;
}

export async function markUsed(db: Db, id: string, counter: number) {
  await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}

/** Only the owner's row: another user's id deletes nothing and answers like a missing one. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (rows.length === 1) await credentialsChanged(tx, userId);
    return rows.length === 1;
  });
}

/** 'Also remove all passkeys' of a password reset; true when there were any. */
export async function deleteAllPasskeys(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
