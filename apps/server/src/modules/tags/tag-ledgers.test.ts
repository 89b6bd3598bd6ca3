import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_NOT_FOUND, VIEWER_CANNOT_WRITE } from '../../plugins/ledger-access.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { TAG_NOT_FOUND } from './tag-reads.ts';

// Decision 0053 with 0049: a ledger's tags are its own, shared by its members alone.
let t: TestApp;
let ledgerId: string;
const users: Record<'owner' | 'editor' | 'viewer' | 'stranger', TestUser> = {} as never;

/** The user's calls on the shared ledger (the header), or on their personal one. */
const as = (who: keyof typeof users, shared = true): ApiClient =>
  apiClient(t.app, shared ? inLedger(users[who], ledgerId) : users[who]);

const tagged = (tags: string[]) => ({
  date: '2026-05-01',
  description: 'Shop',
  amount: 5,
  type: 'expense',
  category: 'Food',
  tags,
});
const tagsIn = async (api: ApiClient) => (await api.get('/api/tags')).body.tags;

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

describe("a ledger's tags", () => {
  it("are its members' alone: another ledger keeps its own spelling and sees none of them", async () => {
    expect((await as('owner').post('/api/transactions', tagged(['Trip']))).status).toBe(201);
    const mine = await as('stranger', false).post('/api/transactions', tagged(['TRIP', 'own']));
    expect(mine.body.tags).toEqual(['TRIP', 'own']);
    expect(await tagsIn(as('editor'))).toEqual([{ name: 'Trip', count: 1 }]);
    expect(await tagsIn(as('stranger', false))).toEqual([
      { name: 'own', count: 1 },
      { name: 'TRIP', count: 1 },
    ]);
    const theirs = await as('stranger', false).get('/api/transactions?tag=trip');
    expect(theirs.body.transactions).toEqual([mine.body]);
    // The owner's personal ledger is not the shared one.
    expect(await tagsIn(as('owner', false))).toEqual([]);
  });

  it("cannot be renamed or deleted from outside: another ledger's tag is unknown", async () => {
    const missing = { status: 404, body: { msg: TAG_NOT_FOUND } };
    expect(await as('owner', false).put('/api/tags/trip', { name: 'Mine' })).toEqual(missing);
    expect(await as('owner', false).del('/api/tags/trip')).toEqual(missing);
    const outsider = apiClient(t.app, inLedger(users.stranger, ledgerId));
    for (const res of [
      await outsider.get('/api/tags'),
      await outsider.put('/api/tags/trip', { name: 'Mine' }),
      await outsider.del('/api/tags/trip'),
      await outsider.get('/api/transactions?tag=trip'),
    ]) {
      expect(res).toEqual({ status: 404, body: { msg: LEDGER_NOT_FOUND } });
    }
    expect(await tagsIn(as('owner'))).toEqual([{ name: 'Trip', count: 1 }]);
    expect(await tagsIn(as('stranger', false))).toContainEqual({ name: 'TRIP', count: 1 });
  });

  it('are read by a viewer, who cannot write them; an editor renames them for everyone', async () => {
    const forbidden = { status: 403, body: { msg: VIEWER_CANNOT_WRITE } };
    expect(await as('viewer').put('/api/tags/trip', { name: 'Holiday' })).toEqual(forbidden);
    expect(await as('viewer').del('/api/tags/trip')).toEqual(forbidden);
    expect(await as('viewer').post('/api/transactions', tagged(['viewer-tag']))).toEqual(forbidden);
    expect(await tagsIn(as('viewer'))).toEqual([{ name: 'Trip', count: 1 }]);
    expect((await as('viewer').get('/api/transactions?tag=TRIP')).body.transactions).toHaveLength(
      1,
    );

    expect(await as('editor').put('/api/tags/trip', { name: 'Holiday' })).toEqual({
      status: 200,
      body: { name: 'Holiday', count: 1 },
    });
    expect(await tagsIn(as('viewer'))).toEqual([{ name: 'Holiday', count: 1 }]);
    // The other ledger's tag of the same name is untouched.
    expect(await tagsIn(as('stranger', false))).toContainEqual({ name: 'TRIP', count: 1 });
    expect((await as('editor').del('/api/tags/HOLIDAY')).status).toBe(200);
    expect(await tagsIn(as('owner'))).toEqual([]);
  });
});
