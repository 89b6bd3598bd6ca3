import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';
import { fixture, upload, uploadInto } from './import-test-helpers.ts';

// Decision 0052, step 5: an import goes into one account; duplicates are that account's;
// a statement's bank account id is remembered for the account and its closing balance
// answered for a reconcile.

const { t } = signedInUserPerFile();

interface AccountView {
  _id: string;
  name: string;
  balance: number;
  clearedBalance: number;
  isDefault: boolean;
}

/** A fresh user (their own ledger, whose default account's id is the ledger's) and helpers. */
async function someone() {
  const user = await createTestUser(t);
  const api = apiClient(t.app, user);
  const open = async (name: string, onBudget = true) => {
    const res = await api.post('/api/accounts', { name, type: 'checking', onBudget });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };
  const accounts = async () => (await api.get('/api/accounts')).body.accounts as AccountView[];
  const balanceOf = async (id: string) => (await accounts()).find((a) => a._id === id)?.balance;
  const confirm = async (importId: string) =>
    (await api.post(`/api/imports/${importId}/confirm`, {})).body as {
      imported: number;
      skipped: number;
    };
  const rowsIn = async (accountId: string) =>
    (await api.get(`/api/transactions?accountId=${accountId}&limit=100`)).body.transactions as {
      accountId: string;
      description: string;
      cleared: boolean;
    }[];
  return { user, api, main: user.id, open, accounts, balanceOf, confirm, rowsIn };
}

const countIn = async (table: 'imports' | 'transactions' | 'account_import_keys', ledger: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ledger_id = ${ledger}`,
    ),
  )[0]?.n;

describe('an import goes into the account the upload names', () => {
  it('rows land in a second account, its balance moves, the default account stays as it was', async () => {
    const me = await someone();
    const card = await me.open('Savings');
    const preview = await uploadInto(t.app, me.user, 'xml-v2.qfx', card);
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ accountId: card, suggestedAccountId: null, count: 3 });
    expect(await me.confirm(preview.body.importId)).toEqual({ imported: 3, skipped: 0, linked: 0 });
    const rows = await me.rowsIn(card);
    expect(rows.map((row) => row.accountId)).toEqual([card, card, card]);
    // The bank has posted them: cleared, so the statement's balance can reconcile at once.
    expect(rows.every((row) => row.cleared)).toBe(true);
    expect(await me.balanceOf(card)).toBe(426.27);
    expect(await me.balanceOf(me.main)).toBe(0);
    expect(await me.rowsIn(me.main)).toEqual([]);
    // The history and the detail name the account, and say null once it is gone.
    const history = async () => (await me.api.get('/api/imports')).body.imports[0];
    expect(await history()).toMatchObject({ importId: preview.body.importId, accountId: card });
    const detail = await me.api.get(`/api/imports/${preview.body.importId}`);
    expect(detail.body).toMatchObject({ accountId: card, remaining: 3 });
    expect(detail.body).not.toHaveProperty('accountKey');
    expect((await me.api.del(`/api/imports/${preview.body.importId}`)).status).toBe(200);
    expect((await me.api.del(`/api/accounts/${card}`)).status).toBe(200);
    expect(await history()).toMatchObject({ status: 'undone', accountId: null });
  });

  it('without an accountId the rows go into the default account, as before accounts', async () => {
    const me = await someone();
    await me.open('Other');
    const preview = await upload(t.app, me.user, 'us-signed.csv', fixture('us-signed.csv'));
    expect(preview.body).toMatchObject({
      accountId: me.main,
      suggestedAccountId: null,
      statementBalance: null,
    });
    await me.confirm(preview.body.importId);
    expect(await me.rowsIn(me.main)).toHaveLength(5);
  });

  it("rows imported into a tracking account stay out of the budget, as the account's rows do", async () => {
    const me = await someone();
    const tracking = await me.open('Brokerage', false);
    const preview = await uploadInto(t.app, me.user, 'xml-v2.qfx', tracking);
    await me.confirm(preview.body.importId);
    const kept = rowsOf<{ in_budget: boolean; n: number }>(
      await t.database.db.execute(sql`select in_budget, count(*)::int as n from transactions
        where ledger_id = ${me.main} group by 1`),
    );
    expect(kept).toEqual([{ in_budget: false, n: 3 }]);
    expect(await me.balanceOf(tracking)).toBe(426.27);
  });

  it("another ledger's account, an unknown one or a malformed id is refused before the file is read", async () => {
    const me = await someone();
    // A ledger the same person owns: its account is still not this ledger's.
    const household = await createSharedLedger(t.database.db, me.user);
    const broken = Buffer.from('not a statement\u0000');
    for (const accountId of [household, '00000000-0000-4000-8000-000000000000']) {
      // The account is checked first: a broken file answers the same 404.
      for (const [name, bytes] of [
        ['xml-v2.qfx', fixture('xml-v2.qfx')],
        ['broken.bin', broken],
      ] as const) {
        expect(await uploadInto(t.app, me.user, name, accountId, bytes)).toEqual({
          status: 404,
          body: { msg: ACCOUNT_NOT_FOUND },
        });
      }
    }
    expect(await uploadInto(t.app, me.user, 'xml-v2.qfx', 'my-card')).toEqual({
      status: 400,
      body: { errors: [{ param: 'accountId', msg: 'Invalid id' }] },
    });
    expect(await countIn('imports', me.main)).toBe(0);
    expect(await countIn('imports', household)).toBe(0);
    expect(await countIn('transactions', household)).toBe(0);
  });

  it('an account deleted after the preview: confirm answers 404 and writes nothing', async () => {
    const me = await someone();
    const spare = await me.open('Spare');
    const preview = await uploadInto(t.app, me.user, 'checking-with-balance.ofx', spare);
    expect(preview.status).toBe(201);
    expect((await me.api.del(`/api/accounts/${spare}`)).status).toBe(200);
    expect(await me.api.post(`/api/imports/${preview.body.importId}/confirm`, {})).toEqual({
      status: 404,
      body: { msg: ACCOUNT_NOT_FOUND },
    });
    expect(await countIn('transactions', me.main)).toBe(0);
    expect(await countIn('account_import_keys', me.main)).toBe(0);
    expect((await me.api.get(`/api/imports/${preview.body.importId}`)).body.status).toBe('pending');
    expect(await me.balanceOf(me.main)).toBe(0);
  });
});

describe('duplicates are matched within the account', () => {
  it('the same rows imported into a second account are new there, and duplicates the second time', async () => {
    const me = await someone();
    const other = await me.open('Joint');
    for (const name of ['three-coffees.csv', 'checking-with-balance.ofx']) {
      const count = name.endsWith('.csv') ? 4 : 3;
      const first = await upload(t.app, me.user, name, fixture(name));
      expect(first.body).toMatchObject({ accountId: me.main, duplicates: 0 });
      await me.confirm(first.body.importId);
      const elsewhere = await uploadInto(t.app, me.user, name, other);
      expect(elsewhere.body).toMatchObject({ count, duplicates: 0 });
      expect(await me.confirm(elsewhere.body.importId)).toMatchObject({ imported: count });
      const again = await uploadInto(t.app, me.user, name, other);
      expect(again.body).toMatchObject({ count, duplicates: count });
    }
    expect(await me.rowsIn(other)).toHaveLength(7);
    expect(await me.rowsIn(me.main)).toHaveLength(7);
  });

  it('two tabs: a later confirm counts only the rows saved meanwhile into its own account', async () => {
    const me = await someone();
    const other = await me.open('Joint');
    const intoMain = await upload(
      t.app,
      me.user,
      'three-coffees.csv',
      fixture('three-coffees.csv'),
    );
    const intoOther = await uploadInto(t.app, me.user, 'three-coffees.csv', other);
    const againIntoMain = await upload(
      t.app,
      me.user,
      'three-coffees.csv',
      fixture('three-coffees.csv'),
    );
    await me.confirm(intoMain.body.importId);
    expect(await me.confirm(intoOther.body.importId)).toMatchObject({ imported: 4, skipped: 0 });
    expect(await me.confirm(againIntoMain.body.importId)).toMatchObject({
      imported: 0,
      skipped: 4,
    });
  });
});

describe("a statement's bank account id is remembered for the account", () => {
  const previewOf = (user: TestUser, name: string) => upload(t.app, user, name, fixture(name));

  it('an OFX ACCTID imported into an account suggests that account next time', async () => {
    const me = await someone();
    const checking = await me.open('Everyday');
    // Staged but never confirmed: nothing is remembered.
    await uploadInto(t.app, me.user, 'checking-with-balance.ofx', checking);
    expect((await previewOf(me.user, 'checking-with-balance.ofx')).body).toMatchObject({
      accountId: me.main,
      suggestedAccountId: null,
    });
    const first = await uploadInto(t.app, me.user, 'checking-with-balance.ofx', checking);
    await me.confirm(first.body.importId);
    const next = await previewOf(me.user, 'checking-with-balance.ofx');
    expect(next.body).toMatchObject({
      accountId: checking,
      suggestedAccountId: checking,
      duplicates: 3,
    });
    // Naming an account overrides the memory, and suggests nothing.
    const named = await uploadInto(t.app, me.user, 'checking-with-balance.ofx', me.main);
    expect(named.body).toMatchObject({
      accountId: me.main,
      suggestedAccountId: null,
      duplicates: 0,
    });
    // The latest import of the bank account wins.
    await me.confirm(named.body.importId);
    expect((await previewOf(me.user, 'checking-with-balance.ofx')).body).toMatchObject({
      accountId: me.main,
      suggestedAccountId: me.main,
    });
  });

  it('a CAMT.053 IBAN is remembered too; a closed or deleted account is no longer suggested', async () => {
    const me = await someone();
    const euro = await me.open('Compte courant');
    await me.confirm(
      (await uploadInto(t.app, me.user, 'camt053-closing-balance.xml', euro)).body.importId,
    );
    expect((await previewOf(me.user, 'camt053-closing-balance.xml')).body).toMatchObject({
      accountId: euro,
      suggestedAccountId: euro,
    });
    expect((await me.api.put(`/api/accounts/${euro}`, { closed: true })).status).toBe(200);
    expect((await previewOf(me.user, 'camt053-closing-balance.xml')).body).toMatchObject({
      accountId: me.main,
      suggestedAccountId: null,
    });
    expect(await countIn('account_import_keys', me.main)).toBe(1);
  });

  it('a file of two accounts names neither: nothing is suggested or remembered', async () => {
    const me = await someone();
    const preview = await previewOf(me.user, 'sgml-bank-and-card.ofx');
    expect(preview.body).toMatchObject({ suggestedAccountId: null, statementBalance: null });
    await me.confirm(preview.body.importId);
    expect(await countIn('account_import_keys', me.main)).toBe(0);
  });
});

describe("the statement's closing balance", () => {
  it('is read from an OFX LEDGERBAL and reconciles the account it was imported into', async () => {
    const me = await someone();
    const checking = await me.open('Everyday');
    const preview = await uploadInto(t.app, me.user, 'checking-with-balance.ofx', checking);
    expect(preview.body.statementBalance).toEqual({ amount: 1235.65, date: '2026-05-31' });
    await me.confirm(preview.body.importId);
    const { amount, date } = preview.body.statementBalance as { amount: number; date: string };
    expect(
      await me.api.post(`/api/accounts/${checking}/reconcile`, {
        statementDate: date,
        statementBalance: amount,
      }),
    ).toEqual({ status: 200, body: { difference: 0, reconciled: 3 } });
  });

  it('is read from a CAMT.053 closing booked balance (CLBD), negative when DBIT', async () => {
    const me = await someone();
    const preview = await upload(
      t.app,
      me.user,
      'camt053-closing-balance.xml',
      fixture('camt053-closing-balance.xml'),
    );
    expect(preview.body.statementBalance).toEqual({ amount: -35.5, date: '2026-06-30' });
    await me.confirm(preview.body.importId);
    // The opening booked balance (100.00) is before the file's rows: the difference says so.
    expect(
      await me.api.post(`/api/accounts/${me.main}/reconcile`, {
        statementDate: '2026-06-30',
        statementBalance: -35.5,
      }),
    ).toMatchObject({ status: 409, body: { difference: 100 } });
  });
});
