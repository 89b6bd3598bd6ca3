import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transactionETag } from '@elevate/shared';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { removeToken, setCacheOwner, setToken } from '../../../lib/storage.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { createTransaction } from '../create-transaction.ts';
import { deleteTransaction } from '../delete-transaction.ts';
import { updateTransaction } from '../update-transaction.ts';
import { loadOutbox, outboxSnapshot, setOutboxBackend } from './outbox.ts';
import { memoryBackend } from './outbox-store.ts';
import { sendQueuedWrite } from './outbox-send.ts';
import { syncWrites, type SendOutcome } from './outbox-sync.ts';
import type { QueuedWrite } from './outbox-types.ts';
import {
  coffee,
  csrfAnswer as csrf,
  OUTBOX_USER as USER,
  savedTransaction,
} from './test/outbox-fixtures.ts';

const LEDGER = '7d9f0c1e-0000-4000-8000-0000000000e2';
const saved = savedTransaction({ accountId: '7d9f0c1e-0000-4000-8000-0000000000f2' });
const offline = (call: FakeCall) => csrf(call) ?? new TypeError('Failed to fetch');

beforeEach(async () => {
  clearCsrfToken();
  setOutboxBackend(memoryBackend());
  setToken('session-token');
  setCacheOwner(USER);
  setSelectedLedgerId(LEDGER);
  await loadOutbox(USER);
});
afterEach(() => {
  removeToken();
  setSelectedLedgerId(null);
});

describe('a write that gets no answer', () => {
  it('joins the queue with the Idempotency-Key it was sent with, in order', async () => {
    const { calls } = installFakeFetch(offline);
    expect(await createTransaction({ ...coffee })).toBeNull();
    expect(
      await updateTransaction({ transaction: saved, changes: { ...coffee, description: 'Tea' } }),
    ).toBeNull();
    expect(await deleteTransaction(saved)).toBeNull();
    const queued = outboxSnapshot();
    expect(queued.map((w) => w.kind)).toEqual(['create', 'update', 'delete']);
    const sent = calls.filter((c) => !c.url.endsWith('/api/csrf-token'));
    expect(sent.map((c) => c.headers['idempotency-key'])).toEqual(queued.map((w) => w.key));
    expect(new Set(queued.map((w) => w.key)).size).toBe(3);
    expect(queued.every((w) => w.ledgerId === LEDGER)).toBe(true);
    expect(queued[1]).toMatchObject({ ifMatch: transactionETag(saved) });
  });

  it('is not queued when the server answered, even with a refusal', async () => {
    installFakeFetch(
      (call) =>
        csrf(call) ?? {
          status: 400,
          body: { errors: [{ param: 'amount', msg: 'Amount must be positive' }] },
        },
    );
    await expect(createTransaction({ ...coffee })).rejects.toMatchObject({ status: 400 });
    expect(outboxSnapshot()).toEqual([]);
  });
});

describe('sending a queued write', () => {
  const write = (fields: Partial<QueuedWrite>): QueuedWrite =>
    ({
      key: 'k1',
      ledgerId: LEDGER,
      queuedAt: '2026-03-02T10:00:00.000Z',
      kind: 'update',
      transaction: saved,
      changes: { ...coffee, description: 'Tea' },
      ifMatch: transactionETag(saved),
      ...fields,
    }) as QueuedWrite;

  it('sends Idempotency-Key, If-Match and the ledger it was made in', async () => {
    setSelectedLedgerId(null);
    const { calls } = installFakeFetch(
      (call) => csrf(call) ?? { status: 200, body: { ...saved, description: 'Tea' } },
    );
    expect(await sendQueuedWrite(write({}))).toMatchObject({ kind: 'sent' });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers).toMatchObject({
      'idempotency-key': 'k1',
      'if-match': transactionETag(saved),
      'x-ledger-id': LEDGER,
    });
    installFakeFetch((call) => csrf(call) ?? { status: 200, body: saved });
    const forced = installFakeFetch((call) => csrf(call) ?? { status: 200, body: saved });
    await sendQueuedWrite(write({ force: true }));
    expect(forced.calls.find((c) => c.method === 'PUT')!.headers['if-match']).toBeUndefined();
  });

  it.each([
    [
      409,
      { msg: 'This transaction was changed since you last saw it' },
      'update',
      { kind: 'conflict', message: 'Changed on another device since you edited it.' },
    ],
    [
      404,
      { msg: 'Transaction not found' },
      'update',
      { kind: 'conflict', message: 'Deleted on another device since you edited it.' },
    ],
    [404, { msg: 'Transaction not found' }, 'delete', { kind: 'sent' }],
    [
      409,
      { msg: 'A request with this Idempotency-Key is still being processed' },
      'update',
      { kind: 'later' },
    ],
    [
      400,
      { errors: [{ param: 'amount', msg: 'Amount must be positive' }] },
      'update',
      { kind: 'conflict', message: 'Amount must be positive' },
    ],
    [503, { msg: 'Database unavailable' }, 'update', { kind: 'later' }],
  ] as const)('answered %i %j (%s): %j', async (status, body, kind, outcome) => {
    installFakeFetch((call) => csrf(call) ?? { status, body });
    expect(await sendQueuedWrite(write(kind === 'delete' ? { kind: 'delete' } : {}))).toMatchObject(
      outcome,
    );
  });

  it('with no answer waits', async () => {
    installFakeFetch(offline);
    expect(await sendQueuedWrite(write({}))).toEqual({ kind: 'later' });
  });
});

describe('syncWrites', () => {
  const w = (key: string, kind: 'create' | 'update', id?: string, conflict?: string) =>
    ({
      key,
      kind,
      ledgerId: null,
      queuedAt: '',
      ...(conflict && { conflict }),
      ...(kind === 'create'
        ? { body: coffee }
        : { transaction: { ...saved, _id: id }, changes: coffee, ifMatch: '"x"' }),
    }) as QueuedWrite;

  it('sends in order, holds later writes of a transaction in conflict, and stops without an answer', async () => {
    const sent: string[] = [];
    const conflicts: string[] = [];
    const answers: Record<string, SendOutcome['kind']> = {
      a: 'sent',
      b: 'conflict',
      c: 'sent',
      d: 'sent',
      e: 'later',
      f: 'sent',
    };
    const writes = [
      w('a', 'create'),
      w('b', 'update', 'x'),
      w('c', 'update', 'x'),
      w('d', 'update', 'y'),
      w('e', 'create'),
      w('f', 'create'),
    ];
    const result = await syncWrites(writes, {
      send: async (write) => {
        sent.push(write.key);
        const kind = answers[write.key]!;
        return kind === 'sent'
          ? { kind, write, answer: null }
          : kind === 'conflict'
            ? { kind, message: 'no' }
            : { kind };
      },
      sent: async () => {},
      conflict: async (write) => void conflicts.push(write.key),
    });
    expect(sent).toEqual(['a', 'b', 'd', 'e']);
    expect(conflicts).toEqual(['b']);
    expect(result).toEqual({ sent: 2, stopped: true });
  });

  it('skips a write already in conflict and the later ones of its transaction', async () => {
    const sent: string[] = [];
    await syncWrites([w('a', 'update', 'x', 'changed'), w('b', 'update', 'x'), w('c', 'create')], {
      send: async (write) => {
        sent.push(write.key);
        return { kind: 'sent', write, answer: null };
      },
      sent: async () => {},
      conflict: async () => {},
    });
    expect(sent).toEqual(['c']);
  });
});
