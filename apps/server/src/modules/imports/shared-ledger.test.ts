import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { LEDGER_NOT_FOUND, VIEWER_CANNOT_WRITE } from '../../plugins/ledger-access.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { fixture, upload } from './import-test-helpers.ts';
import { IMPORT_NOT_FOUND } from './import-summary.ts';

// Decision 0049: a ledger's imports, their duplicates and its rules are one set
// for all its members, and apart from each member's personal ledger.

let t: TestApp;
let ledgerId: string;
const users: Record<'owner' | 'editor' | 'viewer' | 'stranger', TestUser> = {} as never;

/** The user acting on the shared ledger (the header), or on their personal one. */
const as = (who: keyof typeof users, shared = true): TestUser =>
  shared ? inLedger(users[who], ledgerId) : users[who];
const api = (who: keyof typeof users, shared = true): ApiClient =>
  apiClient(t.app, as(who, shared));

const transactionCount = async (ledger: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from transactions where ledger_id = ${ledger}`,
    ),
  )[0]?.n;

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

describe('imports of a shared ledger', () => {
  it("one member's preview is the others' to read, confirm and undo; duplicates are the ledger's", async () => {
    const preview = await upload(t.app, as('editor'), 'us-signed.csv', fixture('us-signed.csv'));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ count: 5, duplicates: 0 });
    const id = preview.body.importId as string;

    // The owner pages the editor's preview and confirms it into the ledger.
    const page = await api('owner').get(`/api/imports/${id}/rows?page=1&limit=2`);
    expect(page.body).toMatchObject({ count: 5, totalPages: 3 });
    expect((await api('owner').post(`/api/imports/${id}/confirm`, {})).body).toEqual({
      imported: 5,
      skipped: 0,
      linked: 0,
    });
    expect(await transactionCount(ledgerId)).toBe(5);
    expect(await transactionCount(users.editor.id)).toBe(0);
    expect(await transactionCount(users.owner.id)).toBe(0);

    // The ledger already holds these rows; the owner's personal ledger does not.
    const again = await upload(t.app, as('owner'), 'us-signed.csv', fixture('us-signed.csv'));
    expect(again.body).toMatchObject({ count: 5, duplicates: 5 });
    const personal = await upload(t.app, as('owner', false), 'us.csv', fixture('us-signed.csv'));
    expect(personal.body).toMatchObject({ count: 5, duplicates: 0 });

    // History is the ledger's: every member sees the import, no personal ledger does.
    const history = (who: keyof typeof users, shared = true) =>
      api(who, shared)
        .get('/api/imports')
        .then((res) => res.body.imports.map((i: { importId: string }) => i.importId));
    expect(await history('viewer')).toEqual([id]);
    expect(await history('owner', false)).toEqual([]);
    expect(await history('editor', false)).toEqual([]);

    // A viewer reads but neither uploads, confirms nor undoes.
    expect((await api('viewer').get(`/api/imports/${id}`)).body).toMatchObject({
      status: 'confirmed',
      remaining: 5,
    });
    const refused = { status: 403, body: { msg: VIEWER_CANNOT_WRITE } };
    expect(await upload(t.app, as('viewer'), 'us.csv', fixture('us-signed.csv'))).toEqual(refused);
    expect(await api('viewer').post(`/api/imports/${again.body.importId}/confirm`, {})).toEqual(
      refused,
    );
    expect(await api('viewer').del(`/api/imports/${id}`)).toEqual(refused);

    // Outside the ledger the import is not there: a stranger's header, or a member's personal ledger.
    expect(await api('stranger').get(`/api/imports/${id}`)).toEqual({
      status: 404,
      body: { msg: LEDGER_NOT_FOUND },
    });
    const missing = { status: 404, body: { msg: IMPORT_NOT_FOUND } };
    expect(await api('stranger', false).get(`/api/imports/${id}`)).toEqual(missing);
    expect(await api('owner', false).del(`/api/imports/${id}`)).toEqual(missing);
    expect(await api('editor', false).get(`/api/imports/${id}/rows`)).toEqual(missing);

    expect((await api('editor').del(`/api/imports/${id}`)).body).toEqual({
      removed: 5,
      edited: 0,
      restored: 0,
    });
    expect(await transactionCount(ledgerId)).toBe(0);
  });

  it("rules are the ledger's: an editor's rule applies to the owner's upload, not to personal ones", async () => {
    const rule = await api('editor').post('/api/rules', {
      name: 'Coffee',
      match: 'all',
      conditions: [{ field: 'description', op: 'contains', value: 'starbucks' }],
      actions: [
        { type: 'setCategory', value: 'Coffee' },
        { type: 'addTag', value: 'caffeine' },
      ],
    });
    expect(rule.status).toBe(201);

    const shared = await upload(t.app, as('owner'), 'us-signed.csv', fixture('us-signed.csv'));
    expect(shared.body.rows[0]).toMatchObject({
      description: 'STARBUCKS #1234',
      category: 'Coffee',
      categorySource: 'rule',
      ruleId: rule.body._id,
      tags: ['caffeine'],
    });
    const own = await upload(t.app, as('editor', false), 'us.csv', fixture('us-signed.csv'));
    expect(own.body.rows[0]).toMatchObject({
      category: 'Uncategorized',
      categorySource: 'none',
      ruleId: null,
      tags: [],
    });
  });
});
