import { useSyncExternalStore } from 'react';
import { getCacheOwner } from '../../../lib/storage.ts';
import { indexedDbBackend, memoryBackend, type OutboxBackend } from './outbox-store.ts';
import type { QueuedWrite, QueuedWriteInput } from './outbox-types.ts';

/**
 * The signed-in user's queued transaction writes (decision 0062): kept in IndexedDB, with a
 * copy in memory for the screens. Every change goes through here, so the screens and the
 * sender see the same list.
 */
let backend: OutboxBackend = typeof indexedDB === 'undefined' ? memoryBackend() : indexedDbBackend;
let owner: string | null = null;
let writes: QueuedWrite[] = [];
const listeners = new Set<() => void>();

const publish = (userId: string, next: QueuedWrite[]) => {
  if (userId !== owner) return;
  writes = next;
  for (const listener of listeners) listener();
};

/** Tests use a memory backend. */
export function setOutboxBackend(next: OutboxBackend): void {
  backend = next;
  owner = null;
  writes = [];
}

/** Reads the user's queue into memory (on start, and when the signed-in user changes). */
export async function loadOutbox(userId: string | null = getCacheOwner()): Promise<QueuedWrite[]> {
  owner = userId;
  if (userId === null) {
    writes = [];
    for (const listener of listeners) listener();
    return [];
  }
  const read = await backend.read(userId).catch(() => []);
  publish(userId, read);
  return read;
}

export function currentUserId(): string | null {
  return owner ?? getCacheOwner();
}

/**
 * 128 random bits as hex: crypto.randomUUID needs a secure context, which a server on a
 * home network's plain http:// address is not; getRandomValues does not.
 */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function change(edit: (list: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]> {
  const userId = currentUserId();
  if (userId === null) throw new Error('no signed-in user to keep the write for');
  if (owner !== userId) await loadOutbox(userId);
  const next = await backend.change(userId, edit);
  publish(userId, next);
  return next;
}

export async function queueWrite(
  input: QueuedWriteInput,
  ledgerId: string | null,
  key: string = newKey(),
): Promise<QueuedWrite> {
  const write = { ...input, key, ledgerId, queuedAt: new Date().toISOString() } as QueuedWrite;
  await change((list) => [...list, write]);
  return write;
}

export const removeWrite = (key: string) => change((list) => list.filter((w) => w.key !== key));

export const markConflict = (key: string, conflict: string) =>
  change((list) => list.map((w) => (w.key === key ? { ...w, conflict } : w)));

/**
 * 'Keep mine': sent again without If-Match, over whatever the server has now, under a new
 * Idempotency-Key (the server keeps the refusal as the old key's answer).
 */
export const keepMine = (key: string) =>
  change((list) =>
    list.map((w) =>
      w.key === key ? { ...w, key: newKey(), conflict: undefined, force: true } : w,
    ),
  );

export const outboxSnapshot = (): QueuedWrite[] => writes;

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued writes, oldest first, for the screens. */
export function useOutbox(): QueuedWrite[] {
  return useSyncExternalStore(subscribeToOutbox, outboxSnapshot, outboxSnapshot);
}
