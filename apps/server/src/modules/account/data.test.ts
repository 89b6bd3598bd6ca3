import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { categoryCarryOvers, goals, recurringRules, rules } from '../../db/schema.ts';
import { accountFiles } from '../../test/account-files.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser, csrfHeaders, type TestUser } from '../../test/app.ts';
import { bearer, send, signedUpUser, STRONG_PASSWORD } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';

const { t, smtp } = appWithMailPerFile();

const { exportOf, restore } = accountFiles(() => t);

/**
 * A ledger with budgets, categories in a custom order, ties, refunds, notes and
 * formulas: the user's personal one, or `ledgerId` (the user's headers name it).
 */
async function fillAccount(user: TestUser, ledgerId = user.id) {
  const api = apiClient(t.app, user);
  for (const month of ['2026-01-01', '2026-02-01']) {
    const res = await api.post('/api/budgets', {
      month,
      categories: [
        { name: 'Salary', type: 'income', budgetedAmount: 0 },
        { name: 'Rent', type: 'expense', budgetedAmount: 1200.5, sortOrder: 2 },
        { name: 'Food', type: 'expense', budgetedAmount: 300.1, sortOrder: 1 },
        { name: 'Rainy day', type: 'savings', budgetedAmount: 100 },
      ],
      toBeBudgetedRollover: 12.34,
    });
    expect(res.status).toBe(201);
  }
  const rows = [
    ['2026-01-05', 'Salary', 'income', 3000.01, null],
    ['2026-01-05', 'Food', 'expense', 45.99, '=HYPERLINK("http://evil")'],
    ['2026-01-05', 'Food', 'expense', 45.99, null],
    ['2026-01-06', 'Food', 'expense', -5.5, 'refund'],
    ['2026-02-01T13:45:00.123Z', 'Rent', 'expense', 1200.5, '+1 "quoted", comma'],
    ['2026-02-02', 'Rainy day', 'savings', 100, '@SUM(A1)'],
  ] as const;
  for (const [date, category, type, amount, notes] of rows) {
    const res = await api.post('/api/transactions', {
      date,
      description: category === 'Food' ? '-Groceries' : `${category} payment`,
      category,
      type,
      amount,
      notes,
    });
    expect(res.status).toBe(201);
  }
  await api.post('/api/auth/complete-onboarding', {});
  // The backup and plan-ahead lists, written as their modules store them.
  const db = t.database.db;
  await db.insert(goals).values({
    ledgerId,
    name: 'Trip',
    targetCents: 250000,
    targetDate: '2027-06-30',
    category: 'Rainy day',
  });
  await db.insert(categoryCarryOvers).values({ ledgerId, type: 'expense', categoryKey: 'food' });
  await db.insert(rules).values({
    ledgerId,
    position: 0,
    name: 'ACME',
    match: 'all',
    conditions: [{ field: 'description', op: 'contains', value: 'ACME' }],
    actions: [{ type: 'setCategory', value: 'Food' }],
  });
  await db.insert(recurringRules).values({
    ledgerId,
    description: 'Rent',
    amountCents: 120050,
    type: 'expense',
    category: 'Rent',
    frequency: 'monthly',
    interval: 1,
    startDate: '2026-01-01',
    auto: true,
    nextIndex: 2,
    nextDate: '2026-03-01',
  });
}

/**
 * Accounts of every kind beside fillAccount's rows (all in the first account): the
 * first renamed with an opening balance, a savings account with one (reconciled), a
 * tracking brokerage and a wallet closed after use; rows in each, some cleared, and
 * two transfers (between two on-budget accounts, and out
 * of the budget into the tracking account).
 */
async function fillAccounts(user: TestUser) {
  const api = apiClient(t.app, user);
  // The first account's id is its ledger's, the personal ledger's its user's.
  const everyday = user.id;
  const renamed = await api.put(`/api/accounts/${everyday}`, {
    name: 'Everyday',
    openingBalance: 100.5,
    openingDate: '2026-01-01',
  });
  expect(renamed.status).toBe(200);
  const open = async (body: Record<string, unknown>) => {
    const res = await api.post('/api/accounts', body);
    expect(res.status).toBe(201);
    return res.body._id as string;
  };
  const savings = await open({
    name: 'Savings',
    type: 'savings',
    onBudget: true,
    openingBalance: 2500,
    openingDate: '2025-12-31',
  });
  const brokerage = await open({ name: 'Brokerage', type: 'investment', onBudget: false });
  const wallet = await open({ name: 'Old wallet', type: 'cash', onBudget: true });
  const rows = [
    [savings, 'Interest', 'Salary', 'income', 12.5, true],
    [brokerage, 'Dividend', 'Dividends', 'income', 40, false],
    [wallet, 'Coffee', 'Food', 'expense', 3.2, true],
    [everyday, 'Card payment', 'Food', 'expense', 20, true],
  ] as const;
  for (const [accountId, description, category, type, amount, cleared] of rows) {
    const res = await api.post('/api/transactions', {
      date: '2026-01-15',
      description,
      category,
      type,
      amount,
      accountId,
      cleared,
    });
    expect(res.status).toBe(201);
  }
  const transfer = (toAccountId: string, amount: number, extra = {}) =>
    api.post('/api/transfers', {
      fromAccountId: everyday,
      toAccountId,
      amount,
      date: '2026-01-20',
      ...extra,
    });
  expect((await transfer(savings, 300)).status).toBe(201);
  expect((await transfer(brokerage, 200, { category: 'Rainy day', type: 'savings' })).status).toBe(
    201,
  );
  expect((await api.put(`/api/accounts/${wallet}`, { closed: true })).status).toBe(200);
  // The opening balance and the cleared interest; the transfer in is not cleared.
  const reconciled = await api.post(`/api/accounts/${savings}/reconcile`, {
    statementDate: '2026-01-31',
    statementBalance: 2512.5,
  });
  expect(reconciled.body).toEqual({ difference: 0, reconciled: 1 });
}

/**
 * What must survive a round trip: everything but ids, timestamps of the account and its
 * address. A transfer's key is made of a row id, so the pairs are compared, not the keys.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an export file as parsed
const comparable = (file: Record<string, any>) => {
  const pairs = new Map<string, number>();
  const pairOf = (key: string | null) => {
    if (key === null) return null;
    if (!pairs.has(key)) pairs.set(key, pairs.size);
    return pairs.get(key);
  };
  return {
    version: file.version,
    name: file.profile.name,
    settings: file.settings,
    budgets: file.budgets,
    accounts: file.accounts,
    transactions: file.transactions.map((row: { transfer: string | null }) => ({
      ...row,
      transfer: pairOf(row.transfer),
    })),
    goals: file.goals,
    carryOvers: file.carryOvers,
    recurringRules: file.recurringRules,
    rules: file.rules,
  };
};

interface Row {
  _id: string;
  accountId: string;
  transferId: string | null;
  [field: string]: unknown;
}

type Seen = Record<string, unknown>;

/**
 * The ledger's transactions as the API lists them, with the account's name for its id
 * and the partner's account for a transfer's, without what a restore makes anew.
 */
async function rowsSeenBy(user: TestUser) {
  const api = apiClient(t.app, user);
  const names = new Map<string, string>(
    (await api.get('/api/accounts')).body.accounts.map((a: { _id: string; name: string }) => [
      a._id,
      a.name,
    ]),
  );
  const rows: Row[] = (await api.get('/api/transactions?page=1&limit=100')).body.transactions;
  const byId = new Map(rows.map((row) => [row._id, row]));
  return rows.map(({ _id, user: _u, createdAt: _c, accountId, transferId, ...rest }): Seen => ({
    ...rest,
    account: names.get(accountId),
    transferTo: transferId === null ? null : names.get(byId.get(transferId)!.accountId),
  }));
}

/** The ledger's accounts as the API answers them, balances included, without their ids. */
const accountsSeenBy = async (user: TestUser) =>
  (await apiClient(t.app, user).get('/api/accounts')).body.accounts.map(
    ({ _id, ...rest }: { _id: string }) => rest,
  );

describe('export', () => {
  it('is one JSON attachment with the versioned sections and no secrets', async () => {
    const user = await createTestUser(t, {
      passwordHash: 'argon2-secret-hash',
      googleSubject: 'g-1',
    });
    await fillAccount(user);
    const res = await exportOf(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="elevate-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(Object.keys(file)).toEqual([
      'format',
      'version',
      'exportedAt',
      'profile',
      'settings',
      'budgets',
      'accounts',
      'transactions',
      'goals',
      'carryOvers',
      'recurringRules',
      'rules',
      'importMappings',
    ]);
    expect(file.goals).toEqual([
      {
        name: 'Trip',
        targetCents: 250000,
        targetDate: '2027-06-30',
        category: 'Rainy day',
        archived: false,
      },
    ]);
    expect(file.rules).toEqual([
      {
        name: 'ACME',
        match: 'all',
        conditions: [{ field: 'description', op: 'contains', value: 'ACME' }],
        actions: [{ type: 'setCategory', value: 'Food' }],
      },
    ]);
    expect(file).toMatchObject({ format: 'elevate-export', version: 1 });
    expect(file.profile).toEqual({
      name: 'Test User',
      email: user.email,
      isVerified: true,
      hasPassword: true,
      providerLinked: true,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain('argon2-secret-hash');
    expect(res.body).not.toContain('g-1');
    expect(file.settings).toEqual({ hasCompletedOnboarding: true });
    expect(file.budgets.map((b: { month: string }) => b.month)).toEqual(['2026-01', '2026-02']);
    expect(file.budgets[0]).toEqual({
      month: '2026-01',
      toBeBudgetedRolloverCents: 1234,
      categories: [
        { name: 'Salary', type: 'income', budgetedCents: 0, sortOrder: 0 },
        { name: 'Rent', type: 'expense', budgetedCents: 120050, sortOrder: 2 },
        { name: 'Food', type: 'expense', budgetedCents: 30010, sortOrder: 1 },
        { name: 'Rainy day', type: 'savings', budgetedCents: 10000, sortOrder: 0 },
      ],
    });
    expect(file.transactions).toHaveLength(6);
    expect(file.transactions[0]).toEqual({
      date: '2026-02-02T00:00:00.000000Z',
      description: 'Rainy day payment',
      type: 'savings',
      category: 'Rainy day',
      amountCents: 10000,
      notes: '@SUM(A1)',
      account: 'Main account',
      cleared: false,
      reconciled: false,
      transfer: null,
      tags: [],
      parts: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    });
    expect(file.accounts).toEqual([
      {
        name: 'Main account',
        type: 'checking',
        onBudget: true,
        openingBalanceCents: 0,
        openingDate: null,
        closed: false,
        isDefault: true,
        reconciledAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
        importKeys: [],
      },
    ]);
    expect(file.transactions[1].date).toBe('2026-02-01T13:45:00.123000Z');
  });

  it('gives every transaction as CSV with formula cells neutralised', async () => {
    const user = await createTestUser(t);
    await fillAccount(user);
    const res = await exportOf(user, '/api/account/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    // The account and the tags came last: the first six columns are where they always were.
    expect(lines[0]).toBe(
      '"date","description","category","type","amount","notes","account","tags"',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe(
      '"2026-02-02","Rainy day payment","Rainy day","savings",100.00,"\'@SUM(A1)","Main account",""',
    );
    expect(lines[2]).toBe(
      '"2026-02-01","Rent payment","Rent","expense",1200.50,"\'+1 ""quoted"", comma","Main account",""',
    );
    expect(lines[3]).toBe(
      '"2026-01-06","\'-Groceries","Food","expense",-5.50,"refund","Main account",""',
    );
    expect(lines.some((l: string) => l.includes('"\'=HYPERLINK(""http://evil"")"'))).toBe(true);
  });

  it("exports the ledger the request names, with the asker's own profile, and only to its members", async () => {
    const owner = await createTestUser(t);
    const viewer = await createTestUser(t);
    const outsider = await createTestUser(t);
    const shared = await createSharedLedger(t.database.db, owner, [
      { user: viewer, role: 'viewer' },
    ]);
    await fillAccount(inLedger(owner, shared), shared);
    const file = (await exportOf(inLedger(viewer, shared))).json();
    expect(file.profile.email).toBe(viewer.email);
    expect(file.budgets).toHaveLength(2);
    expect(file.transactions).toHaveLength(6);
    expect(file.goals).toHaveLength(1);
    const csv = await exportOf(inLedger(viewer, shared), '/api/account/export.csv');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(7);
    // Without the header it is the asker's personal ledger, which holds nothing.
    expect((await exportOf(viewer)).json()).toMatchObject({ budgets: [], transactions: [] });
    for (const path of ['/api/account/export', '/api/account/export.csv']) {
      const res = await exportOf(inLedger(outsider, shared), path);
      expect(res.statusCode).toBe(404);
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export.csv' })).statusCode).toBe(
      401,
    );
  });
});

describe('restore', () => {
  it('recreates the account exactly: export → restore into a new account → export gives the same data', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    const first = await exportOf(source);
    const target = await createTestUser(t);
    const res = await restore(target, first.body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Restored 2 budgets and 6 transactions.',
      budgets: 2,
      transactions: 6,
    });
    const second = await exportOf(target);
    expect(comparable(second.json())).toEqual(comparable(first.json()));
    // Totals and the dashboard's figures come out the same.
    const budgetOf = async (user: TestUser) =>
      (await apiClient(t.app, user).get('/api/budgets?month=2026-01-01')).body[0];
    const [a, b] = [await budgetOf(source), await budgetOf(target)];
    expect({ ...b, _id: a._id }).toEqual(a);
    expect(await rowsSeenBy(target)).toEqual(await rowsSeenBy(source));
  });

  it('refuses an account that holds data, with a clear message, and changes nothing', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    const file = (await exportOf(source)).json();
    const res = await restore(source, file);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(
      /^This account already holds budgets, transactions or accounts of its own/,
    );
    expect((await exportOf(source)).json().transactions).toHaveLength(6);
  });

  it("writes into the request's ledger, for its editors only, and only while it is empty", async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    const file = (await exportOf(source)).json();
    const owner = await createTestUser(t);
    const editor = await createTestUser(t);
    const viewer = await createTestUser(t);
    const shared = await createSharedLedger(t.database.db, owner, [
      { user: editor, role: 'editor' },
      { user: viewer, role: 'viewer' },
    ]);
    expect((await restore(inLedger(viewer, shared), file)).statusCode).toBe(403);
    expect((await restore(inLedger(source, shared), file)).statusCode).toBe(404);
    const res = await restore(inLedger(editor, shared), file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ budgets: 2, transactions: 6 });
    const restored = (await exportOf(inLedger(owner, shared))).json();
    // The data is the file's; the settings in the export are the asker's own.
    expect({ ...comparable(restored), settings: file.settings }).toEqual(comparable(file));
    // The editor's personal ledger is untouched, and the shared one now holds data.
    expect((await exportOf(editor)).json()).toMatchObject({ budgets: [], transactions: [] });
    expect((await restore(inLedger(owner, shared), file)).statusCode).toBe(409);
  });

  it('validates the file and writes nothing of a bad one', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    const file = (await exportOf(source)).json();
    const target = await createTestUser(t);
    const broken = structuredClone(file);
    broken.transactions[5].amountCents = 0.5;
    const res = await restore(target, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toMatch(/transactions\.5\.amountCents/);
    expect((await restore(target, { ...file, version: 2 })).statusCode).toBe(400);
    expect((await restore(target, { ...file, format: 'other' })).statusCode).toBe(400);
    expect((await restore(target, '{"format":')).statusCode).toBe(400);
    const dup = structuredClone(file);
    dup.budgets[1].month = dup.budgets[0].month;
    expect((await restore(target, dup)).statusCode).toBe(400);
    const badDate = structuredClone(file);
    badDate.transactions[0].date = '2026-02-30T00:00:00.000000Z';
    expect((await restore(target, badDate)).statusCode).toBe(400);
    const after = (await exportOf(target)).json();
    expect(after.budgets).toEqual([]);
    expect(after.transactions).toEqual([]);
  });

  it('refuses a file over the size limit with 413, and a write without the CSRF pair', async () => {
    const target = await createTestUser(t);
    const huge = `{"pad":"${'x'.repeat(51 * 1024 * 1024)}"}`;
    const res = await restore(target, huge);
    expect(res.statusCode).toBe(413);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/account/restore',
      headers: { ...bearer(target.token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('accounts in the export and the restore', () => {
  it('exports each account and each row with its account, marks and transfer', async () => {
    const user = await createTestUser(t);
    await fillAccount(user);
    await fillAccounts(user);
    const file = (await exportOf(user)).json();
    const instant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(file.accounts).toEqual([
      {
        name: 'Everyday',
        type: 'checking',
        onBudget: true,
        openingBalanceCents: 10050,
        openingDate: '2026-01-01',
        closed: false,
        isDefault: true,
        reconciledAt: null,
        createdAt: instant,
        importKeys: [],
      },
      {
        name: 'Savings',
        type: 'savings',
        onBudget: true,
        openingBalanceCents: 250000,
        openingDate: '2025-12-31',
        closed: false,
        isDefault: false,
        reconciledAt: '2026-01-31',
        createdAt: instant,
        importKeys: [],
      },
      expect.objectContaining({ name: 'Brokerage', onBudget: false, openingDate: null }),
      expect.objectContaining({ name: 'Old wallet', type: 'cash', closed: true }),
    ]);
    const named = (description: string) =>
      file.transactions.filter((row: { description: string }) => row.description === description);
    expect(named('Interest')).toEqual([
      expect.objectContaining({ account: 'Savings', cleared: true, reconciled: true }),
    ]);
    expect(named('Coffee')).toEqual([
      expect.objectContaining({ account: 'Old wallet', cleared: true, reconciled: false }),
    ]);
    const out = named('Transfer to Savings')[0];
    const into = named('Transfer from Everyday').find(
      (row: { account: string }) => row.account === 'Savings',
    );
    expect(out).toMatchObject({ account: 'Everyday', amountCents: 30000, type: 'expense' });
    expect(into).toMatchObject({ account: 'Savings', amountCents: 30000, type: 'income' });
    expect(out.transfer).toEqual(expect.any(String));
    expect(into.transfer).toBe(out.transfer);
    const csv = (await exportOf(user, '/api/account/export.csv')).body.split('\r\n');
    expect(csv).toContain('"2026-01-15","Coffee","Food","expense",3.20,"","Old wallet",""');
  });

  it('keeps which bank account imports into which account, through export and restore', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    await fillAccounts(source);
    // As confirming an OFX or CAMT.053 statement into Savings remembers its bank account.
    await t.database.db.execute(sql`
      insert into account_import_keys (ledger_id, key, account_id)
      select ledger_id, k, id from accounts, unnest(array['DE89370400440532013000', 'ACCT-7'])
        as k where ledger_id = ${source.id} and name = 'Savings'`);
    const file = (await exportOf(source)).json();
    expect(file.accounts.find((a: { name: string }) => a.name === 'Savings').importKeys).toEqual([
      'ACCT-7',
      'DE89370400440532013000',
    ]);
    const target = await createTestUser(t);
    // A key an undone import left behind in the target's ledger gives way to the file's.
    await t.database.db.execute(sql`
      insert into account_import_keys (ledger_id, key, account_id)
      values (${target.id}, 'ACCT-7', ${target.id})`);
    expect((await restore(target, file)).statusCode).toBe(200);
    const kept = rowsOf<{ key: string; name: string }>(
      await t.database.db.execute(sql`
        select k.key, a.name from account_import_keys k
        join accounts a on a.ledger_id = k.ledger_id and a.id = k.account_id
        where k.ledger_id = ${target.id} order by k.key`),
    );
    expect(kept).toEqual([
      { key: 'ACCT-7', name: 'Savings' },
      { key: 'DE89370400440532013000', name: 'Savings' },
    ]);

    // One bank account imports into one account: a file naming it twice is refused whole.
    const twice = structuredClone(file);
    twice.accounts.find((a: { name: string }) => a.name === 'Everyday').importKeys = ['ACCT-7'];
    const third = await createTestUser(t);
    const refused = await restore(third, twice);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Duplicate import key');
  });

  it('keeps the CSV mappings imports remembered, through export and restore', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    const mapping = {
      delimiter: ';',
      encoding: 'utf-8',
      skipRows: 2,
      hasHeader: true,
      date: 0,
      dateOrder: 'dmy',
      description: [1, 2],
      amount: { kind: 'debitCredit', debit: 3, credit: 4 },
      decimal: ',',
    };
    await t.database.db.execute(sql`
      insert into import_mappings (ledger_id, header_key, mapping)
      values (${source.id}, ';|buchungstag|text|soll|haben', ${JSON.stringify(mapping)}::jsonb)`);
    const file = (await exportOf(source)).json();
    expect(file.importMappings).toEqual([{ headerKey: ';|buchungstag|text|soll|haben', mapping }]);
    // The target remembered another mapping of that header, from an import it undid.
    const target = await createTestUser(t);
    await t.database.db.execute(sql`
      insert into import_mappings (ledger_id, header_key, mapping)
      values (${target.id}, ';|buchungstag|text|soll|haben', ${JSON.stringify({ ...mapping, skipRows: 0 })}::jsonb)`);
    expect((await restore(target, file)).statusCode).toBe(200);
    expect((await exportOf(target)).json().importMappings).toEqual(file.importMappings);

    const broken = {
      ...file,
      importMappings: [{ headerKey: 'x', mapping: { ...mapping, date: -1 } }],
    };
    const refused = await restore(await createTestUser(t), broken);
    expect(refused.statusCode).toBe(400);
  });

  it('restores every account, balance, mark and transfer: export → restore → export is the same', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    await fillAccounts(source);
    const first = await exportOf(source);
    const target = await createTestUser(t);
    const res = await restore(target, first.body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ budgets: 2, transactions: 14 });
    expect(comparable((await exportOf(target)).json())).toEqual(comparable(first.json()));
    // Names, kinds, opening and cleared and reconciled balances, closed and default as they were.
    const accounts = await accountsSeenBy(target);
    expect(accounts).toEqual(await accountsSeenBy(source));
    expect(accounts.map((a: { name: string; balance: number }) => [a.name, a.balance])).toEqual([
      // 100.50 opening, +3000.01 -45.99 -45.99 +5.50 -1200.50 -100 (fillAccount), -20, -300 -200 out.
      ['Everyday', 1193.53],
      ['Savings', 2500 + 12.5 + 300],
      ['Brokerage', 40 + 200],
      ['Old wallet', -3.2],
    ]);
    // The file's default took over the ledger's first account, id and all.
    const listed = (await apiClient(t.app, target).get('/api/accounts')).body.accounts;
    expect(listed.find((a: { isDefault: boolean }) => a.isDefault)._id).toBe(target.id);
    // Each row in its account, with its partner; the budget counts only what it counted.
    expect(await rowsSeenBy(target)).toEqual(await rowsSeenBy(source));
    const budgetOf = async (user: TestUser) =>
      (await apiClient(t.app, user).get('/api/budgets?month=2026-01-01')).body[0];
    const [a, b] = [await budgetOf(source), await budgetOf(target)];
    expect({ ...b, _id: a._id }).toEqual(a);
    // The transfer between two on-budget accounts is in no total, the dividend of the
    // tracking account neither: January's spending is 45.99 + 45.99 - 5.50 + 3.20 + 20.
    const summaryOf = async (user: TestUser) =>
      (await apiClient(t.app, user).get('/api/reports/summary?from=2026-01&to=2026-02')).body;
    const summary = await summaryOf(target);
    expect(summary).toEqual(await summaryOf(source));
    expect(summary.months[0].expense.actual).toBe(109.68);
  });

  it('restores a file from before accounts into the Main account', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    const file = (await exportOf(source)).json();
    delete file.accounts;
    for (const row of file.transactions) {
      delete row.account;
      delete row.cleared;
      delete row.reconciled;
      delete row.transfer;
    }
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    const accounts = await accountsSeenBy(target);
    expect(accounts).toEqual([
      expect.objectContaining({ name: 'Main account', isDefault: true, openingBalance: 0 }),
    ]);
    expect(accounts).toEqual(
      (await accountsSeenBy(source)).map((a: object) => ({ ...a, createdAt: expect.any(String) })),
    );
    const rows = await rowsSeenBy(target);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.account === 'Main account' && row.cleared === false)).toBe(true);
  });

  it('refuses a ledger with a second account, or its first account changed, like any ledger with data', async () => {
    const source = await createTestUser(t);
    await fillAccount(source);
    await fillAccounts(source);
    const file = (await exportOf(source)).json();
    const second = await createTestUser(t);
    const spare = await apiClient(t.app, second).post('/api/accounts', {
      name: 'Spare',
      type: 'cash',
      onBudget: true,
    });
    const renamed = await createTestUser(t);
    await apiClient(t.app, renamed).put(`/api/accounts/${renamed.id}`, { name: 'Cash' });
    for (const user of [second, renamed]) {
      const before = await accountsSeenBy(user);
      const res = await restore(user, file);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toMatch(/^This account already holds/);
      expect(await accountsSeenBy(user)).toEqual(before);
      expect(await rowsSeenBy(user)).toEqual([]);
    }
    // Its second account gone, the ledger is as new again.
    expect((await apiClient(t.app, second).del(`/api/accounts/${spare.body._id}`)).status).toBe(
      200,
    );
    expect((await restore(second, file)).statusCode).toBe(200);
    expect(await accountsSeenBy(second)).toEqual(await accountsSeenBy(source));
  });
});

describe('delete account', () => {
  /**
   * Every table with a user_id or ledger_id column, found by the database itself: new
   * tables are covered. The personal ledger's rows are the user's (its id is theirs).
   */
  async function rowsOfUser(userId: string) {
    const tables = rowsOf<{ table_name: string; columns: string[] }>(
      await t.database.db.execute(sql`
        select table_name, array_agg(column_name::text order by column_name) as columns
        from information_schema.columns
        where column_name in ('user_id', 'ledger_id') and table_schema = current_schema()
        group by table_name`),
    );
    expect(tables.length).toBeGreaterThan(10);
    const counts: Record<string, number> = {};
    for (const { table_name, columns } of tables) {
      const owned = sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
        sql` or `,
      );
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${owned}`,
        ),
      );
      counts[table_name] = row!.n;
    }
    for (const table of ['users', 'ledgers']) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${userId}`,
        ),
      );
      counts[table] = row!.n;
    }
    return counts;
  }

  it('removes every row of the user in every table, signs out everywhere, mails, and frees the address', async () => {
    const { email, token } = await signedUpUser(t, smtp);
    const other = await send(t, 'POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    const second = (other.json() as { token: string }).token;
    const user = { id: '', email, token, headers: { ...bearer(token) } } as TestUser;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const [idRow] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where email = ${email}`),
    );
    user.id = idRow!.id;
    user.headers = {
      ...(await csrfHeaders(t.app)),
      ...bearer(token),
    };
    await fillAccount(user);
    await send(
      t,
      'POST',
      '/api/support/contact',
      { email, subject: 'Hello there', message: 'A message to support' },
      { headers: bearer(token) },
    );
    await send(
      t,
      'POST',
      '/api/account/email',
      { newEmail: `x-${email}`, password: STRONG_PASSWORD },
      { headers: bearer(token) },
    );
    const before = await rowsOfUser(user.id);
    expect(before.users).toBe(1);
    expect(before.ledgers).toBe(1);
    expect(before.ledger_members).toBe(1);
    // Registration's, signedUpUser's sign-in and the second one.
    expect(before.sessions).toBe(3);
    expect(before.transactions).toBe(6);
    expect(before.email_change_tokens).toBe(1);

    const wrong = await send(
      t,
      'DELETE',
      '/api/account',
      { password: STRONG_PASSWORD, email: 'someone@else.com' },
      { headers: bearer(token) },
    );
    expect(wrong.statusCode).toBe(400);
    const badPassword = await send(
      t,
      'DELETE',
      '/api/account',
      { password: 'Wr0ng!Pass', email },
      { headers: bearer(token) },
    );
    expect(badPassword.statusCode).toBe(401);
    expect((await rowsOfUser(user.id)).users).toBe(1);

    const res = await send(
      t,
      'DELETE',
      '/api/account',
      { password: STRONG_PASSWORD, email: email.toUpperCase() },
      { headers: bearer(token) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    const after = await rowsOfUser(user.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    for (const session of [token, second]) {
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: bearer(session),
      });
      expect(check.statusCode).toBe(401);
    }
    await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your Elevate account was deleted',
    );

    const again = await send(t, 'POST', '/api/auth/register', {
      name: 'Ada Again',
      email,
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(201);
    const fresh = (again.json() as { token: string }).token;
    const empty = (
      await t.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(fresh) })
    ).json();
    expect(empty).toMatchObject({
      budgets: [],
      transactions: [],
      settings: { hasCompletedOnboarding: false },
    });
  });

  it('needs a session and the CSRF pair', async () => {
    const user = await createTestUser(t);
    expect((await send(t, 'DELETE', '/api/account', { email: user.email })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(user.token),
      payload: { email: user.email },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
