import { describe, expect, it, vi } from 'vitest';
import { FIRST_ACCOUNT_NAME } from '@elevate/shared/schemas/accounts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';
import {
  ACCOUNT_HAS_TRANSACTIONS,
  ACCOUNT_NAME_TAKEN,
  CLOSED_NOT_DEFAULT,
  DEFAULT_NOT_CLOSABLE,
} from './account-service.ts';

const { t, user, api } = signedInUserPerFile();

const spend = (amount: number, extra: Record<string, unknown> = {}) => ({
  date: '2026-03-10',
  description: 'Shop',
  amount,
  type: 'expense',
  category: 'Food',
  ...extra,
});
const accountsOf = async (client: ApiClient = api) =>
  (await client.get('/api/accounts')).body.accounts as {
    _id: string;
    name: string;
    balance: number;
    clearedBalance: number;
    isDefault: boolean;
    closed: boolean;
  }[];
const byName = async (name: string, client: ApiClient = api) =>
  (await accountsOf(client)).find((account) => account.name === name)!;

describe('accounts', () => {
  it('start with one default on-budget checking account that takes every transaction without one', async () => {
    expect(await accountsOf()).toEqual([
      {
        _id: user.id,
        name: FIRST_ACCOUNT_NAME,
        type: 'checking',
        onBudget: true,
        balance: 0,
        clearedBalance: 0,
        reconciledBalance: 0,
        reconciledAt: null,
        closed: false,
        openingBalance: 0,
        openingDate: null,
        isDefault: true,
        createdAt: expect.any(String),
      },
    ]);
    const created = await api.post('/api/transactions', spend(12.5));
    expect(created.body.accountId).toBe(user.id);
    expect((await byName(FIRST_ACCOUNT_NAME)).balance).toBe(-12.5);
  });

  it('keep each balance to the cent: opening balance, money in and out, cleared rows, moves', async () => {
    const created = await api.post('/api/accounts', {
      name: 'Savings',
      type: 'savings',
      onBudget: true,
      openingBalance: 1000.1,
      openingDate: '2026-01-01',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Savings', balance: 1000.1, isDefault: false });
    const savings = created.body._id as string;
    const pay = await api.post('/api/transactions', {
      ...spend(250.05, { type: 'income', category: 'Salary' }),
      accountId: savings,
      cleared: true,
    });
    expect(pay.body).toMatchObject({ accountId: savings, cleared: true, reconciled: false });
    const out = await api.post('/api/transactions', { ...spend(0.1), accountId: savings });
    expect(await byName('Savings')).toMatchObject({ balance: 1250.05, clearedBalance: 1250.15 });

    // Moved back to the default account, then cleared there.
    const moved = await api.put(`/api/transactions/${out.body._id}`, {
      accountId: user.id,
      cleared: true,
    });
    expect(moved.body).toMatchObject({ accountId: user.id, cleared: true });
    expect(await byName('Savings')).toMatchObject({ balance: 1250.15, clearedBalance: 1250.15 });
    expect(await byName(FIRST_ACCOUNT_NAME)).toMatchObject({
      balance: -12.6,
      clearedBalance: -0.1,
    });

    const listed = await api.get(`/api/transactions?accountId=${savings}`);
    expect(listed.body.transactions.map((row: { _id: string }) => row._id)).toEqual([pay.body._id]);
    expect(listed.body.pagination.totalCount).toBe(1);
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it('refuse a duplicate name (any case) and bad input in the error shapes', async () => {
    const dup = await api.post('/api/accounts', { name: 'savings', type: 'cash', onBudget: true });
    expect(dup).toEqual({ status: 409, body: { msg: ACCOUNT_NAME_TAKEN } });
    for (const bad of [
      { name: '', type: 'cash', onBudget: true },
      { name: 'X', type: 'piggy', onBudget: true },
      { name: 'X', type: 'cash' },
      { name: 'X', type: 'cash', onBudget: true, openingBalance: 1.234 },
      { name: 'X', type: 'cash', onBudget: true, openingDate: '2026-02-30' },
      { name: 'X', type: 'cash', onBudget: true, owner: 'me' },
    ]) {
      const res = await api.post('/api/accounts', bad);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ param: expect.any(String), msg: expect.any(String) });
    }
    expect((await api.put(`/api/accounts/${user.id}`, { isDefault: false })).status).toBe(400);
    expect((await api.get('/api/transactions?accountId=nope')).status).toBe(400);
  });

  it("answer another ledger's account like a missing one, wherever it is named", async () => {
    const stranger = apiClient(t.app, await createTestUser(t));
    const theirs = (await accountsOf(stranger))[0]!._id;
    const missing = { status: 404, body: { msg: ACCOUNT_NOT_FOUND } };
    expect(await api.post('/api/transactions', { ...spend(5), accountId: theirs })).toEqual(
      missing,
    );
    const mine = await api.post('/api/transactions', spend(5));
    expect(await api.put(`/api/transactions/${mine.body._id}`, { accountId: theirs })).toEqual(
      missing,
    );
    expect((await api.get(`/api/transactions/${mine.body._id}`)).body.accountId).toBe(user.id);
    expect(await api.put(`/api/accounts/${theirs}`, { name: 'Mine now' })).toEqual(missing);
    expect(await api.del(`/api/accounts/${theirs}`)).toEqual(missing);
    expect((await api.get(`/api/transactions?accountId=${theirs}`)).body.transactions).toEqual([]);
    expect(await accountsOf(stranger)).toMatchObject([{ name: FIRST_ACCOUNT_NAME, balance: 0 }]);
  });

  it('keep one open default: closing or deleting it is refused until another takes over', async () => {
    const cash = (await api.post('/api/accounts', { name: 'Cash', type: 'cash', onBudget: true }))
      .body._id as string;
    expect(await api.put(`/api/accounts/${user.id}`, { closed: true })).toEqual({
      status: 409,
      body: { msg: DEFAULT_NOT_CLOSABLE },
    });
    expect(await api.del(`/api/accounts/${user.id}`)).toEqual({
      status: 409,
      body: { msg: DEFAULT_NOT_CLOSABLE },
    });
    expect((await api.put(`/api/accounts/${cash}`, { closed: true })).body.closed).toBe(true);
    expect(await api.put(`/api/accounts/${cash}`, { isDefault: true })).toEqual({
      status: 409,
      body: { msg: CLOSED_NOT_DEFAULT },
    });
    await api.put(`/api/accounts/${cash}`, { closed: false });
    expect((await api.put(`/api/accounts/${cash}`, { isDefault: true })).body.isDefault).toBe(true);
    expect((await accountsOf()).filter((account) => account.isDefault)).toMatchObject([
      { name: 'Cash' },
    ]);
    const next = await api.post('/api/transactions', spend(1));
    expect(next.body.accountId).toBe(cash);
    await api.del(`/api/transactions/${next.body._id}`);
    await api.put(`/api/accounts/${user.id}`, { isDefault: true });
  });

  it('delete only an account without transactions; a write racing the delete never strands a row', async () => {
    const savings = (await byName('Savings'))._id;
    expect(await api.del(`/api/accounts/${savings}`)).toEqual({
      status: 409,
      body: { msg: ACCOUNT_HAS_TRANSACTIONS },
    });
    const mover = (await api.post('/api/transactions', spend(2))).body._id as string;
    for (let round = 0; round < 5; round += 1) {
      const id = (
        await api.post('/api/accounts', { name: `Race ${round}`, type: 'other', onBudget: true })
      ).body._id as string;
      const [written, moved, deleted] = await Promise.all([
        api.post('/api/transactions', { ...spend(3), accountId: id }),
        api.put(`/api/transactions/${mover}`, { accountId: id }),
        api.del(`/api/accounts/${id}`),
      ]);
      // Either a row landed first and the account stays, or the account went first and
      // both writes are answered as naming a missing account.
      const missing = { status: 404, body: { msg: ACCOUNT_NOT_FOUND } };
      if (deleted.status === 200) expect([written, moved]).toEqual([missing, missing]);
      else
        expect(deleted.status === 409 && (written.status === 201 || moved.status === 200)).toBe(
          true,
        );
      await api.put(`/api/transactions/${mover}`, { accountId: user.id });
    }
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it('keep the balances exact through a parallel burst of writes into several accounts', async () => {
    const ids = (await accountsOf()).filter((a) => !a.closed).map((account) => account._id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.post('/api/transactions', {
          ...spend(i + 0.01, { type: i % 3 ? 'expense' : 'income' }),
          accountId: ids[i % ids.length],
          cleared: i % 2 === 0,
        }),
      ),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    await Promise.all(
      answers
        .slice(0, 10)
        .map((res, i) =>
          api.put(`/api/transactions/${res.body._id}`, { accountId: ids[(i + 1) % ids.length] }),
        ),
    );
    await Promise.all(
      answers.slice(10, 15).map((res) => api.del(`/api/transactions/${res.body._id}`)),
    );
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it("keep a tracking account's rows out of the budget, and put them back when it joins the budget", async () => {
    await api.post('/api/budgets', {
      month: '2026-05-01',
      categories: [{ name: 'Travel', type: 'expense', budgetedAmount: 100 }],
    });
    const actual = async () =>
      (await api.get('/api/budgets?month=2026-05-01')).body[0].categories[0].actualAmount;
    const brokerage = (
      await api.post('/api/accounts', { name: 'Brokerage', type: 'investment', onBudget: false })
    ).body._id as string;
    const trip = { ...spend(40, { category: 'Travel' }), date: '2026-05-03' };
    await api.post('/api/transactions', trip);
    const tracked = await api.post('/api/transactions', {
      ...trip,
      amount: 7,
      accountId: brokerage,
    });
    expect(await actual()).toBe(40);
    expect(await byName('Brokerage')).toMatchObject({ balance: -7 });

    // Moved into an on-budget account it counts; back out, it does not.
    await api.put(`/api/transactions/${tracked.body._id}`, { accountId: user.id });
    expect(await actual()).toBe(47);
    await api.put(`/api/transactions/${tracked.body._id}`, { accountId: brokerage, amount: 8 });
    expect(await actual()).toBe(40);

    expect((await api.put(`/api/accounts/${brokerage}`, { onBudget: true })).body.onBudget).toBe(
      true,
    );
    expect(await actual()).toBe(48);
    await api.put(`/api/accounts/${brokerage}`, { onBudget: false });
    expect(await actual()).toBe(40);
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });

  it("are logged as the ledger's activity", async () => {
    await api.post('/api/accounts', { name: 'Wallet', type: 'cash', onBudget: true });
    // The log is written just after the answer.
    await vi.waitFor(async () => {
      const log = await api.get(`/api/ledgers/${user.id}/activity?entity=account`);
      expect(log.body.events[0]).toMatchObject({
        action: 'created',
        entity: 'account',
        summary: 'Wallet',
      });
    });
  });
});
