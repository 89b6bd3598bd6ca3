import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_NOT_FOUND, VIEWER_CANNOT_WRITE } from '../../plugins/ledger-access.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { allMatchesJson } from './all-matches-json.ts';
import { FULL_LIST_IN_PROGRESS, fullListSlots } from './full-list-slots.ts';
import { TRANSACTION_NOT_FOUND } from './transaction-service.ts';

// Decision 0049: a ledger's transactions are one list for all its members,
// whoever wrote them, and apart from each member's personal ledger.

let t: TestApp;
let ledgerId: string;
const users: Record<'owner' | 'editor' | 'viewer' | 'stranger', TestUser> = {} as never;

/** The user's calls on the shared ledger (the header), or on their personal one (none). */
const as = (who: keyof typeof users, shared = true): ApiClient =>
  apiClient(t.app, shared ? inLedger(users[who], ledgerId) : users[who]);

const tx = (description: string, amount: number) => ({
  date: '2026-01-10',
  description,
  amount,
  type: 'expense',
  category: 'Food',
});
const descriptions = async (api: ApiClient, query = '') =>
  (
    (await api.get(`/api/transactions?limit=100${query}`)).body.transactions as {
      description: string;
    }[]
  ).map((row) => row.description);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    users[who] = await createTestUser(t);
  }
  ledgerId = await createSharedLedger(t.database.db, users.owner, [
    { user: users.editor, role: 'editor' },
    { user: users.viewer, role: 'viewer' },
  ]);
});
afterAll(() => t.close());

describe('transactions of a shared ledger', () => {
  it("are one list for its members: an editor reads, changes and deletes the owner's rows", async () => {
    const created = await as('owner').post('/api/transactions', tx('Market', 40));
    expect(created.status).toBe(201);
    // The row's `user` names the ledger it belongs to, not the member who wrote it.
    expect(created.body.user).toBe(ledgerId);
    expect((await as('editor').post('/api/transactions', tx('Bakery', 5))).status).toBe(201);

    expect(await as('editor').get(`/api/transactions/${created.body._id}`)).toEqual({
      status: 200,
      body: created.body,
    });
    expect(await descriptions(as('viewer'))).toEqual(['Bakery', 'Market']);
    expect(await descriptions(as('viewer'), '&description=mark')).toEqual(['Market']);
    expect(await descriptions(as('viewer'), '&month=2026-01')).toEqual(['Bakery', 'Market']);

    // The full transaction echoed back names the ledger; the member's own id is another ledger.
    const saved = await as('editor').put(`/api/transactions/${created.body._id}`, {
      ...created.body,
      amount: 45,
    });
    expect(saved).toEqual({ status: 200, body: { ...created.body, amount: 45 } });
    const moved = await as('editor').put(`/api/transactions/${created.body._id}`, {
      ...created.body,
      user: users.editor.id,
    });
    expect(moved.status).toBe(400);

    const all = await as('owner').get('/api/transactions?getAllForFilters=true');
    expect(all.body.pagination.totalCount).toBe(2);
    expect(all.body.transactions[1]).toEqual({ ...created.body, amount: 45 });

    expect((await as('editor').del(`/api/transactions/${created.body._id}`)).status).toBe(200);
    expect(await as('owner').get(`/api/transactions/${created.body._id}`)).toEqual({
      status: 404,
      body: { msg: TRANSACTION_NOT_FOUND },
    });
    expect(await descriptions(as('owner'))).toEqual(['Bakery']);
  });

  it("stay out of each member's personal ledger, and the personal transactions out of it", async () => {
    const [shared] = (await as('owner').get('/api/transactions')).body.transactions;
    expect(shared).toBeDefined();
    const personal = as('editor', false);
    const own = await personal.post('/api/transactions', tx('Own', 7));
    expect(own.body.user).toBe(users.editor.id);

    expect(await descriptions(personal)).toEqual(['Own']);
    expect((await personal.get('/api/transactions?month=2026-01')).body.pagination.totalCount).toBe(
      1,
    );
    expect((await personal.get(`/api/transactions/${shared._id}`)).status).toBe(404);
    expect((await personal.put(`/api/transactions/${shared._id}`, { amount: 1 })).status).toBe(404);
    expect((await personal.del(`/api/transactions/${shared._id}`)).status).toBe(404);
    expect((await as('editor').get(`/api/transactions/${own.body._id}`)).status).toBe(404);
    expect((await as('editor').del(`/api/transactions/${own.body._id}`)).status).toBe(404);

    expect(await descriptions(as('owner'))).toEqual(['Bakery']);
    expect((await as('owner').get(`/api/transactions/${shared._id}`)).body).toEqual(shared);
    expect(await descriptions(personal)).toEqual(['Own']);
  });

  it("lets a viewer read and change nothing (403), and answers a stranger's header like a missing ledger", async () => {
    const before = (await as('owner').get('/api/transactions')).body;
    const [row] = before.transactions;
    const viewer = as('viewer');
    expect((await viewer.get('/api/transactions')).body).toEqual(before);
    expect((await viewer.get(`/api/transactions/${row._id}`)).body).toEqual(row);
    for (const answer of await Promise.all([
      viewer.post('/api/transactions', tx('Sneaky', 1)),
      viewer.put(`/api/transactions/${row._id}`, { amount: 1 }),
      viewer.del(`/api/transactions/${row._id}`),
    ])) {
      expect(answer).toEqual({ status: 403, body: { msg: VIEWER_CANNOT_WRITE } });
    }

    const stranger = as('stranger');
    for (const answer of [
      await stranger.get('/api/transactions'),
      await stranger.get('/api/transactions?getAllForFilters=true'),
      await stranger.get(`/api/transactions/${row._id}`),
      await stranger.post('/api/transactions', tx('Sneaky', 1)),
      await stranger.del(`/api/transactions/${row._id}`),
    ]) {
      expect(answer).toEqual({ status: 404, body: { msg: LEDGER_NOT_FOUND } });
    }
    expect((await as('owner').get('/api/transactions')).body).toEqual(before);
  });

  it('holds the full-list slot per person: two members stream the ledger at once, one person one list', async () => {
    const limits = { slots: fullListSlots(10_000), stallMs: 30_000 };
    const sizes = { batch: 1, part: 1 };
    const owners = await allMatchesJson(
      t.database.db,
      { ledgerId, userId: users.owner.id },
      [],
      limits,
      sizes,
    );
    const editors = await allMatchesJson(
      t.database.db,
      { ledgerId, userId: users.editor.id },
      [],
      limits,
      sizes,
    );
    // The owner's own ledger is another list, but the owner's slot is taken.
    await expect(
      allMatchesJson(
        t.database.db,
        { ledgerId: users.owner.id, userId: users.owner.id },
        [],
        limits,
        sizes,
      ),
    ).rejects.toMatchObject({ statusCode: 429, message: FULL_LIST_IN_PROGRESS });
    let text = '';
    for await (const chunk of editors) text += String(chunk);
    expect(JSON.parse(text).pagination.totalCount).toBe(1);
    owners.destroy();
    if (!owners.closed) await new Promise((resolve) => owners.once('close', resolve));
    const again = await allMatchesJson(
      t.database.db,
      { ledgerId: users.owner.id, userId: users.owner.id },
      [],
      limits,
      sizes,
    );
    text = '';
    for await (const chunk of again) text += String(chunk);
    expect(JSON.parse(text).pagination.totalCount).toBe(0);
  });
});
