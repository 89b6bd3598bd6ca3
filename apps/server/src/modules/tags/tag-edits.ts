import type { Tag } from '@elevate/shared/schemas/tags';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isDeadlock } from '../../db/pg-errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { tags } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { retagTransactions } from '../transactions/transaction-tags.ts';
import { findTag, TAG_NOT_FOUND } from './tag-reads.ts';

/**
 * The ledger's tag lock, alone (decision 0053): writers giving rows tags hold it
 * shared, so once it is held no row is being given the tag in another transaction,
 * and none is until this one commits; a second rename or delete waits its turn.
 */
async function lockTags(tx: Db, ledgerId: string) {
  await tx.execute(sql`select elevate_tags_lock(${ledgerId}::uuid, true)`);
}

const ownTag = (ledgerId: string, key: string) =>
  and(eq(tags.ledgerId, ledgerId), eq(tags.key, key));

/**
 * A rename waits for the lock, then for the rows it rewrites: a statement that had
 * already changed one of them and then asks for the lock (a batch of edits, one adding a
 * tag) closes a circle, and PostgreSQL ends it by rolling one of the two back. When that
 * is this one, it has written nothing and runs once more, after the other.
 */
async function onceMoreOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isDeadlock(err)) throw err;
    return work();
  }
}

/**
 * The tag named, under the lock. One no row carries any more (a forgetting put off
 * while another writer was adding tags) is forgotten now and answered as unknown.
 */
async function heldTag(tx: Db, ledgerId: string, name: string) {
  const tag = await findTag(tx, ledgerId, name);
  if (tag && tag.count <= 0) {
    await tx.delete(tags).where(ownTag(ledgerId, tag.key));
    return undefined;
  }
  return tag;
}

/**
 * PUT /api/tags/{name}: every row carrying the tag carries `to` instead, in one
 * statement. `to` with the tag's own key respells it; the key of another tag merges
 * the two under that tag's spelling (as any write naming it would), each row keeping
 * one copy. Answers the tag the rows now carry.
 */
export async function renameTag(db: Db, ledgerId: string, name: string, to: string): Promise<Tag> {
  const renamed = await onceMoreOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockTags(tx, ledgerId);
      const tag = await heldTag(tx, ledgerId, name);
      if (!tag) return undefined;
      const [target] = rowsOf<{ key: string }>(await tx.execute(sql`select lower(${to}) as key`));
      const respelt = target?.key === tag.key;
      if (respelt && to === tag.name) return tag;
      // The rows' trigger spells each row's tags as this row now says.
      if (respelt) await tx.update(tags).set({ name: to }).where(ownTag(ledgerId, tag.key));
      await retagTransactions(tx, ledgerId, tag.key, to);
      // No row carries the old key now (the count trigger has forgotten it already, as a rule).
      if (!respelt) await tx.delete(tags).where(ownTag(ledgerId, tag.key));
      return findTag(tx, ledgerId, to);
    }),
  );
  if (!renamed) throw notFound(TAG_NOT_FOUND);
  return { name: renamed.name, count: renamed.count };
}

/** DELETE /api/tags/{name}: the tag off every row that carries it, in one statement, and forgotten. */
export async function deleteTag(db: Db, ledgerId: string, name: string): Promise<void> {
  const found = await onceMoreOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockTags(tx, ledgerId);
      const tag = await heldTag(tx, ledgerId, name);
      if (!tag) return false;
      await retagTransactions(tx, ledgerId, tag.key, null);
      await tx.delete(tags).where(ownTag(ledgerId, tag.key));
      return true;
    }),
  );
  if (!found) throw notFound(TAG_NOT_FOUND);
}
