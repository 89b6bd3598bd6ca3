import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { fixture, upload } from './import-test-helpers.ts';

const { t, user, api } = signedInUserPerFile();

/** The transactions of a ledger; a user's personal ledger has the user's id. */
const transactionCount = async (ledgerId: string) => {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from transactions where ledger_id = ${ledgerId}`,
    ),
  );
  return row?.n ?? 0;
};

const actual = (budget: { categories: { name: string; actualAmount: number }[] }, name: string) =>
  budget.categories.find((c) => c.name === name)?.actualAmount;

describe('preview → confirm → undo', () => {
  it('previews a CSV, confirms it into the month budget, skips it the second time, and undoes exactly it', async () => {
    const budget = await api.post('/api/budgets', {
      month: '2026-03-01',
      categories: [{ name: 'Dining', type: 'expense', budgetedAmount: 50 }],
    });
    expect(budget.status).toBe(201);
    await api.post('/api/transactions', {
      date: '2026-03-10',
      description: 'Typed by hand',
      amount: 10,
      type: 'expense',
      category: 'Dining',
    });

    const preview = await upload(t.app, user, 'us-signed.csv', fixture('us-signed.csv'));
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ format: 'csv', count: 5, duplicates: 0, ignored: 1 });
    expect(preview.body.mapping).toMatchObject({
      dateOrder: 'mdy',
      amount: { kind: 'signed', column: 2 },
    });
    expect(preview.body.rows[0]).toMatchObject({
      index: 0,
      date: '2026-03-01T00:00:00.000Z',
      description: 'STARBUCKS #1234',
      amount: 4.75,
      type: 'expense',
      category: 'Uncategorized',
      duplicate: false,
    });
    expect(preview.body.rows[1]).toMatchObject({
      amount: 2500,
      type: 'income',
      category: 'Salary',
    });
    // The same purchase twice in one statement is two purchases.
    expect(preview.body.rows[3]).toMatchObject({
      description: 'AMAZON MKTPLACE',
      duplicate: false,
    });

    const page = await api.get(`/api/imports/${preview.body.importId}/rows?page=2&limit=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 5, totalPages: 3, page: 2 });
    expect(page.body.rows.map((row: { index: number }) => row.index)).toEqual([2, 3]);

    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {
      changes: [{ index: 0, category: 'Coffee' }],
    });
    expect(confirmed).toEqual({ status: 200, body: { imported: 5, skipped: 0, linked: 0 } });
    expect(await transactionCount(user.id)).toBe(6);

    const month = await api.get(`/api/budgets/${budget.body._id}`);
    expect(actual(month.body, 'Dining')).toBe(22);
    expect(actual(month.body, 'Coffee')).toBe(4.75);
    expect(actual(month.body, 'Uncategorized')).toBe(122.4);
    expect(month.body.categories.find((c: { name: string }) => c.name === 'Salary')).toMatchObject({
      type: 'income',
      budgetedAmount: 0,
      actualAmount: 2500,
    });

    const again = await upload(t.app, user, 'us-signed.csv', fixture('us-signed.csv'));
    expect(again.body).toMatchObject({ count: 5, duplicates: 5 });
    // The payee memory: STARBUCKS was given Coffee, so it comes back with it.
    expect(again.body.rows[0]).toMatchObject({ category: 'Coffee', categorySource: 'payee' });
    const second = await api.post(`/api/imports/${again.body.importId}/confirm`, {});
    expect(second.body).toEqual({ imported: 0, skipped: 5, linked: 0 });
    expect(await transactionCount(user.id)).toBe(6);

    // Edit one imported transaction: the undo preview says so, then removes it too.
    const list = await api.get('/api/transactions?month=2026-03&description=STARBUCKS');
    const starbucks = list.body.transactions[0];
    await api.put(`/api/transactions/${starbucks._id}`, { notes: 'edited' });
    const detail = await api.get(`/api/imports/${preview.body.importId}`);
    expect(detail.body).toMatchObject({
      status: 'confirmed',
      imported: 5,
      remaining: 5,
      edited: 1,
    });

    const history = await api.get('/api/imports');
    expect(history.body.imports.map((i: { importId: string }) => i.importId)).toEqual([
      again.body.importId,
      preview.body.importId,
    ]);

    const undo = await api.del(`/api/imports/${preview.body.importId}`);
    expect(undo).toEqual({ status: 200, body: { removed: 5, edited: 1, restored: 0 } });
    expect(await transactionCount(user.id)).toBe(1);
    const after = await api.get(`/api/budgets/${budget.body._id}`);
    expect(actual(after.body, 'Dining')).toBe(10);
    expect(actual(after.body, 'Salary')).toBe(0);
    expect((await api.del(`/api/imports/${preview.body.importId}`)).status).toBe(409);
  });

  it('imports OFX by bank id: two statements in one file, the same file twice adds nothing', async () => {
    const other = await createTestUser(t);
    const first = await upload(t.app, other, 'bank.ofx', fixture('sgml-bank-and-card.ofx'));
    expect(first.body).toMatchObject({ format: 'ofx', count: 6, duplicates: 0 });
    const otherApi = apiClient(t.app, other);
    expect((await otherApi.post(`/api/imports/${first.body.importId}/confirm`, {})).body).toEqual({
      imported: 6,
      skipped: 0,
      linked: 0,
    });
    const again = await upload(t.app, other, 'bank.ofx', fixture('sgml-bank-and-card.ofx'));
    expect(again.body).toMatchObject({ count: 6, duplicates: 6 });
    expect((await otherApi.post(`/api/imports/${again.body.importId}/confirm`, {})).body).toEqual({
      imported: 0,
      skipped: 6,
      linked: 0,
    });
    expect(await transactionCount(other.id)).toBe(6);
  });

  it('a duplicate ticked by the user and a row left out are honoured', async () => {
    const other = await createTestUser(t);
    const otherApi = apiClient(t.app, other);
    const typed = await otherApi.post('/api/transactions', {
      date: '2026-03-05',
      description: 'Amazon Mktplace',
      amount: 61.2,
      type: 'expense',
      category: 'Shopping',
    });
    expect(typed.status).toBe(201);
    const preview = await upload(t.app, other, 'us.csv', fixture('us-signed.csv'));
    // One typed by hand: the first of the file's two is its duplicate, the second is new.
    expect(preview.body.rows.map((row: { duplicate: boolean }) => row.duplicate)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    const res = await otherApi.post(`/api/imports/${preview.body.importId}/confirm`, {
      include: [2],
      exclude: [0, 1],
      changes: [{ index: 2, type: 'savings' }],
    });
    expect(res.body).toEqual({ imported: 3, skipped: 2, linked: 0 });
    const types = await otherApi.get('/api/transactions?description=AMAZON');
    expect(types.body.transactions.map((tx: { type: string }) => tx.type).sort()).toEqual([
      'expense',
      'expense',
      'savings',
    ]);
  });
});

describe('files of several stored chunks (2,000 rows each)', () => {
  const csv = (rows: number, from = 0) =>
    Buffer.from(
      [
        'Date,Description,Amount',
        ...Array.from({ length: rows }, (_, i) => {
          const n = from + i;
          return `2026-04-${String(1 + (n % 28)).padStart(2, '0')},SHOP ${n},-${1 + (n % 50)}.25`;
        }),
      ].join('\n'),
    );

  it('pages rows across chunks, applies changes in any chunk, and undoes every row', async () => {
    const owner = await createTestUser(t);
    const ownerApi = apiClient(t.app, owner);
    const preview = await upload(t.app, owner, 'big.csv', csv(10_003));
    expect(preview.status).toBe(201);
    const id = preview.body.importId as string;
    expect(preview.body.count).toBe(10_003);

    const across = await ownerApi.get(`/api/imports/${id}/rows?page=2001&limit=5`);
    expect(across.body.rows.map((row: { index: number }) => row.index)).toEqual([
      10_000, 10_001, 10_002,
    ]);
    // Rows 3,996 to 4,002: the end of the second chunk and the start of the third.
    const boundary = await ownerApi.get(`/api/imports/${id}/rows?page=667&limit=6`);
    expect(boundary.body.rows.map((row: { description: string }) => row.description)).toEqual(
      Array.from({ length: 6 }, (_, i) => `SHOP ${3_996 + i}`),
    );

    const res = await ownerApi.post(`/api/imports/${id}/confirm`, {
      exclude: [5, 10_002],
      changes: [
        { index: 9_999, category: 'Gifts' },
        { index: 10_001, type: 'savings', category: 'Rainy day' },
      ],
    });
    expect(res.body).toEqual({ imported: 10_001, skipped: 2, linked: 0 });
    expect(await transactionCount(owner.id)).toBe(10_001);
    const changed = await ownerApi.get('/api/transactions?description=SHOP 10001');
    expect(changed.body.transactions).toMatchObject([
      { description: 'SHOP 10001', type: 'savings', category: 'Rainy day' },
    ]);
    const gift = await ownerApi.get('/api/transactions?description=SHOP 9999');
    expect(gift.body.transactions).toMatchObject([{ category: 'Gifts', type: 'expense' }]);
    expect(
      (await ownerApi.get('/api/transactions?description=SHOP 10002')).body.transactions,
    ).toEqual([]);

    // The changed rows are stored as imported: an undo counts none of them as edited.
    const detail = await ownerApi.get(`/api/imports/${id}`);
    expect(detail.body).toMatchObject({ remaining: 10_001, edited: 0 });
    expect((await ownerApi.del(`/api/imports/${id}`)).body).toEqual({
      removed: 10_001,
      edited: 0,
      restored: 0,
    });
    expect(await transactionCount(owner.id)).toBe(0);
  });

  it('two previews of one file (two tabs): the second confirm imports nothing', async () => {
    const owner = await createTestUser(t);
    const ownerApi = apiClient(t.app, owner);
    const first = await upload(t.app, owner, 'a.csv', csv(10_002));
    const second = await upload(t.app, owner, 'a.csv', csv(10_002));
    expect(second.body.duplicates).toBe(0);
    const done = await ownerApi.post(`/api/imports/${first.body.importId}/confirm`, {});
    expect(done.body).toEqual({ imported: 10_002, skipped: 0, linked: 0 });
    const again = await ownerApi.post(`/api/imports/${second.body.importId}/confirm`, {});
    expect(again.body).toEqual({ imported: 0, skipped: 10_002, linked: 0 });
    expect(await transactionCount(owner.id)).toBe(10_002);
  });
});

describe('rules', () => {
  it("remembers the category of a payee's latest categorised transaction, whatever its spelling", async () => {
    const owner = await createTestUser(t);
    const ownApi = apiClient(t.app, owner);
    const tx = (date: string, description: string, category: string) =>
      ownApi.post('/api/transactions', { date, description, amount: 5, type: 'expense', category });
    await tx('2026-01-05', 'Corner Shop', 'Food');
    await tx('2026-02-05', 'Corner Shop', 'Food');
    await tx('2026-04-05', 'corner  SHOP', 'Treats'); // the latest: another spelling, same payee
    await tx('2026-05-05', 'CORNER SHOP', 'Uncategorized'); // never remembered
    // Another user's categories are never consulted.
    await apiClient(t.app, user).post('/api/transactions', {
      date: '2026-06-05',
      description: 'Corner Shop',
      amount: 5,
      type: 'expense',
      category: 'Theirs',
    });
    const csv = Buffer.from('Date,Description,Amount\n2026-07-01,Corner shop,-3.50\n');
    const res = await upload(t.app, owner, 'payees.csv', csv);
    expect(res.status).toBe(201);
    expect(res.body.rows[0]).toMatchObject({ category: 'Treats', categorySource: 'payee' });
  });

  it('runs the rules before the payee memory, and confirm writes what they set', async () => {
    const other = await createTestUser(t);
    const otherApi = apiClient(t.app, other);
    const rule = (name: string, value: string, actions: unknown[]) =>
      otherApi.post('/api/rules', {
        name,
        match: 'all',
        conditions: [{ field: 'description', op: 'contains', value }],
        actions,
      });
    const amazon = await rule('Amazon', 'amazon mkt', [
      { type: 'setCategory', value: 'Shopping' },
      { type: 'setDescription', value: 'Amazon' },
      { type: 'setNotes', value: 'online' },
      { type: 'addTag', value: 'orders' },
    ]);
    expect(amazon.status).toBe(201);
    const payroll = await rule('Payroll', 'payroll', [
      { type: 'setCategory', value: 'Wages' },
      { type: 'setType', value: 'income' },
    ]);
    expect(payroll.status).toBe(201);
    const preview = await upload(t.app, other, 'us.csv', fixture('us-signed.csv'));
    expect(preview.body.rows[2]).toMatchObject({
      description: 'Amazon',
      category: 'Shopping',
      categorySource: 'rule',
      notes: 'online',
      tags: ['orders'],
      ruleId: amazon.body._id,
    });
    expect(preview.body.rows[1]).toMatchObject({
      category: 'Wages',
      type: 'income',
      ruleId: payroll.body._id,
    });
    // Another user's rules do not run on this user's file.
    const mine = await upload(t.app, user, 'us.csv', fixture('us-signed.csv'));
    expect(mine.body.rows[2]).toMatchObject({ description: 'AMAZON MKTPLACE', ruleId: null });

    const confirmed = await otherApi.post(`/api/imports/${preview.body.importId}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const list = await otherApi.get('/api/transactions?description=amazon');
    expect(list.body.transactions).toHaveLength(2);
    expect(list.body.transactions[0]).toMatchObject({
      description: 'Amazon',
      category: 'Shopping',
      notes: 'online',
      tags: ['orders'],
    });
    // The same file again: its rows are the renamed transactions' duplicates.
    const again = await upload(t.app, other, 'us.csv', fixture('us-signed.csv'));
    expect(again.body.rows[2]).toMatchObject({ description: 'Amazon', duplicate: true });
    expect(again.body.rows[3]).toMatchObject({ description: 'Amazon', duplicate: true });
  });
});

describe('attacks and bad files', () => {
  it('another user cannot see, page, confirm or undo an import (404)', async () => {
    const preview = await upload(t.app, user, 'q.qif', fixture('bank-and-card.qif'));
    expect(preview.status).toBe(201);
    const stranger = apiClient(t.app, await createTestUser(t));
    const id = preview.body.importId;
    expect((await stranger.get(`/api/imports/${id}`)).status).toBe(404);
    expect((await stranger.get(`/api/imports/${id}/rows`)).status).toBe(404);
    expect((await stranger.post(`/api/imports/${id}/confirm`, {})).status).toBe(404);
    expect((await stranger.del(`/api/imports/${id}`)).status).toBe(404);
    expect((await stranger.get('/api/imports')).body.imports).toEqual([]);
    expect((await api.post(`/api/imports/${id}/confirm`, {})).body).toEqual({
      imported: 6,
      skipped: 0,
      linked: 0,
    });
    expect((await stranger.del(`/api/imports/${id}`)).status).toBe(404);
    expect((await api.del(`/api/imports/${id}`)).body).toEqual({
      removed: 6,
      edited: 0,
      restored: 0,
    });
  });

  it('malformed and oversized files answer 4xx with a message and store nothing', async () => {
    const victim = await createTestUser(t);
    const stored = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select ((select count(*) from imports where ledger_id = ${victim.id})
            + (select count(*) from transactions where ledger_id = ${victim.id}))::int as n`,
        ),
      )[0]?.n;
    const bad = await upload(t.app, victim, 'bad.csv', fixture('bad-date.csv'));
    expect(bad).toEqual({
      status: 400,
      body: { msg: "Line 4: '2026-13-45' is not a date (year-month-day)" },
    });
    const broken = await upload(t.app, victim, 'broken.ofx', fixture('broken.ofx'));
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/^OFX, line 6, column \d+: /);
    const binary = await upload(t.app, victim, 'x.pdf', Buffer.from([0x25, 0x50, 0, 1, 2, 3]));
    expect(binary.status).toBe(400);
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    const huge = await upload(t.app, victim, 'huge.csv', big);
    expect(huge).toEqual({
      status: 413,
      body: { msg: 'A file may be at most 20 MB. Split it into smaller files.' },
    });
    const badMapping = await upload(t.app, victim, 'us.csv', fixture('us-signed.csv'), {
      delimiter: '|',
    });
    expect(badMapping.status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it('answers the columns and no mapping when no date or amount column can be told', async () => {
    const res = await upload(
      t.app,
      user,
      'odd.csv',
      Buffer.from('Name;Note\nAlice;hello\nBob;bye\n'),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'csv', count: 0, rows: [] });
    expect(res.body.mapping).toBeUndefined();
    expect(res.body.layout).toMatchObject({ columns: ['Name', 'Note'], dateOrders: [] });
  });

  it('stores a file with NUL characters and a control-character name without a 500', async () => {
    const csv = Buffer.from(
      'Date,Description,Amount\n2026-04-01,Te\u0000a,-1.00\n'.padStart(5000, ' '),
    );
    const res = await upload(t.app, user, 'a\u0001b.csv', csv);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileName: 'ab.csv', count: 1 });
    expect(res.body.rows[0].description).toBe('Tea');
    const big = await api.post(`/api/imports/${res.body.importId}/confirm`, { exclude: [2 ** 40] });
    expect(big.status).toBe(400);
  });

  it('refuses an upload without the CSRF header and without a session', async () => {
    const noCsrf = await upload(t.app, user, 'us.csv', fixture('us-signed.csv'), undefined, {
      authorization: user.headers.authorization!,
    });
    expect(noCsrf).toEqual({ status: 403, body: { msg: 'Invalid or missing CSRF token' } });
    const anonymous = await upload(t.app, user, 'us.csv', fixture('us-signed.csv'), undefined, {});
    expect(anonymous.status).toBe(401);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/imports/00000000-0000-4000-8000-000000000000/confirm',
      headers: { authorization: user.headers.authorization! },
    });
    expect(confirm.statusCode).toBe(403);
  });
});

describe('API documentation', () => {
  it('documents every import route in OpenAPI, writes with the CSRF header', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/imports',
        '/api/imports/{importId}',
        '/api/imports/{importId}/rows',
        '/api/imports/{importId}/confirm',
      ]),
    );
    expect(doc.paths['/api/imports'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/imports'].post.responses['413']).toBeDefined();
    expect(doc.paths['/api/imports/{importId}'].delete.security).toEqual([
      { bearerAuth: [], csrfToken: [] },
    ]);
  });
});
