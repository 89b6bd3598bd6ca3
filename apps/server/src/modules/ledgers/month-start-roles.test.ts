import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let ledgerId: string;
const as = (user: TestUser): ApiClient => apiClient(t.app, user);

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await Promise.all([
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
  ]);
  ledgerId = await createSharedLedger(t.database.db, owner, [
    { user: editor, role: 'editor' },
    { user: viewer, role: 'viewer' },
  ]);
});
afterAll(() => t.close());

const dates = async (user: TestUser, month: string) =>
  (await as(inLedger(user, ledgerId)).get(`/api/transactions?month=${month}`)).body.transactions
    .map((row: { date: string }) => row.date.slice(0, 10))
    .sort();

describe("a shared ledger's budget month start day", () => {
  it('is the owner’s to change: an editor or viewer gets 403, a stranger or a missing ledger 404', async () => {
    for (const user of [editor, viewer]) {
      const res = await as(user).put(`/api/ledgers/${ledgerId}`, { monthStartDay: 25 });
      expect(res).toEqual({ status: 403, body: { msg: "Only the ledger's owner can do this." } });
      const preview = await as(user).get(`/api/ledgers/${ledgerId}/month-start-preview?day=25`);
      expect(preview.status).toBe(403);
    }
    for (const id of [ledgerId, randomUUID()]) {
      const res = await as(stranger).put(`/api/ledgers/${id}`, { monthStartDay: 25 });
      expect(res).toEqual({ status: 404, body: { msg: 'Ledger not found' } });
      const preview = await as(stranger).get(`/api/ledgers/${id}/month-start-preview?day=25`);
      expect(preview.status).toBe(404);
    }
    const ledgers = (await as(editor).get('/api/ledgers')).body.ledgers;
    expect(ledgers.find((l: { _id: string }) => l._id === ledgerId).monthStartDay).toBe(1);
  });

  it("moves every member's month pages at once when the owner changes it", async () => {
    const editorApi = as(inLedger(editor, ledgerId));
    for (const date of ['2026-04-24', '2026-04-25']) {
      const made = await editorApi.post('/api/transactions', {
        date,
        description: 'Shop',
        amount: 4,
        type: 'expense',
        category: 'Food',
      });
      expect(made.status).toBe(201);
    }
    expect(await dates(viewer, '2026-04')).toEqual(['2026-04-24', '2026-04-25']);
    const changed = await as(owner).put(`/api/ledgers/${ledgerId}`, { monthStartDay: 25 });
    expect(changed.body).toMatchObject({ monthStartDay: 25, role: 'owner', personal: false });
    // The members' kept memberships carried the old day: they read with the new one now.
    expect(await dates(viewer, '2026-04')).toEqual(['2026-04-24']);
    expect(await dates(editor, '2026-05')).toEqual(['2026-04-25']);
    const ledgers = (await as(viewer).get('/api/ledgers')).body.ledgers;
    expect(ledgers.find((l: { _id: string }) => l._id === ledgerId).monthStartDay).toBe(25);
    // The owner's own personal ledger keeps its day.
    expect((await as(owner).get('/api/ledgers')).body.ledgers[0].monthStartDay).toBe(1);
  });
});
