import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';

/** What a transaction write does, as queued. */
export type QueuedWriteInput =
  | { kind: 'create'; body: CreateTransactionBody }
  /** `changes`: the PUT body as it was first sent (the row with the person's changes). */
  | { kind: 'update'; transaction: Transaction; changes: CreateTransactionBody; ifMatch: string }
  | { kind: 'delete'; transaction: Transaction; ifMatch: string };

/**
 * A transaction write made while the server could not be reached, kept on the device
 * (IndexedDB, per user) until it is sent. `key` is its Idempotency-Key: sent again after
 * an answer was lost, the server answers the first result instead of writing twice.
 */
export type QueuedWrite = QueuedWriteInput & {
  key: string;
  /** The ledger it was made in (X-Ledger-Id); null for the user's own. */
  ledgerId: string | null;
  queuedAt: string;
  /** Why the server refused it; the person decides (keep theirs or discard). Unset: waiting. */
  conflict?: string;
  /** Send without If-Match: the person chose their version over the server's. */
  force?: boolean;
};

/** What a queued write shows: the row as it will be once sent. */
export function queuedRow(write: QueuedWrite): {
  description: string;
  amount: number;
  date: string;
  type: string;
} {
  const row =
    write.kind === 'create'
      ? write.body
      : write.kind === 'update'
        ? { ...write.transaction, ...write.changes }
        : write.transaction;
  return {
    description: row.description,
    amount: Number(row.amount),
    date: String(row.date).slice(0, 10),
    type: row.type,
  };
}

/** The transaction a write is about, once it exists on the server (not a create). */
export const targetId = (write: QueuedWrite): string | null =>
  write.kind === 'create' ? null : write.transaction._id;
