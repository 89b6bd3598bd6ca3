import type {
  Account,
  CreateAccountBody,
  CreateTransferBody,
  ReconcileBody,
  UpdateAccountBody,
} from '@elevate/shared/schemas/accounts';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';

type Reply = { status: number; body?: unknown };

export const checking = sampleAccount({ balance: 1250.5 });
export const card = sampleAccount({
  _id: 'acc00000-0000-4000-8000-000000000002',
  name: 'Visa',
  type: 'credit_card',
  balance: -320.25,
  isDefault: false,
});
export const brokerage = sampleAccount({
  _id: 'acc00000-0000-4000-8000-000000000003',
  name: 'Brokerage',
  type: 'investment',
  onBudget: false,
  balance: 10000,
  isDefault: false,
});
export const oldCash = sampleAccount({
  _id: 'acc00000-0000-4000-8000-000000000004',
  name: 'Old wallet',
  type: 'cash',
  closed: true,
  balance: 0,
  isDefault: false,
});

type Options = {
  /** The answer to a DELETE instead of deleting (a 409 while it has transactions). */
  onDelete?: (account: Account) => Reply | undefined;
  /**
   * The answer to POST /api/accounts/{id}/reconcile. By default the server's rule: 409
   * `{ msg, difference }` when the statement differs from the cleared balance and adjust is
   * not true, else 200 with `reconciled` rows (3).
   */
  onReconcile?: (account: Account, body: ReconcileBody) => Reply | undefined;
};

const fieldError = (param: string, msg: string): Reply => ({
  status: 400,
  body: { errors: [{ param, msg }] },
});

/** POST /api/transfers with the server's rules: two accounts, a category across the budget line. */
type TransferRow = {
  _id: string;
  accountId: string;
  amount: number;
  type: string;
  transferId: string;
};
type State = { accounts: Account[]; transactions: TransferRow[] };

function transfer(state: State, body: CreateTransferBody): Reply {
  if (body.fromAccountId === body.toAccountId)
    return fieldError('toAccountId', 'Pick two different accounts');
  const from = state.accounts.find((a) => a._id === body.fromAccountId);
  const to = state.accounts.find((a) => a._id === body.toAccountId);
  if (!from || !to) return { status: 404, body: { msg: 'Account not found' } };
  if (from.onBudget !== to.onBudget && !body.category)
    return fieldError(
      'category',
      'Pick a category: a transfer between an on-budget and a tracking account counts in the budget',
    );
  const amount = Number(body.amount);
  state.accounts = state.accounts.map((a) =>
    a === from
      ? { ...a, balance: a.balance - amount }
      : a === to
        ? { ...a, balance: a.balance + amount }
        : a,
  );
  const ids = [crypto.randomUUID(), crypto.randomUUID()] as const;
  const row = (accountId: string, type: string, id: string, other: string) => ({
    _id: id,
    user: 'u1',
    date: `${body.date}T00:00:00.000Z`,
    description: body.description ?? 'Transfer',
    amount,
    type,
    category: body.category ?? 'Transfer',
    notes: null,
    accountId,
    cleared: false,
    reconciled: false,
    transferId: other,
    createdAt: '2026-03-15T00:00:00.000Z',
  });
  const made = {
    from: row(from._id, body.type ?? 'expense', ids[0], ids[1]),
    to: row(to._id, 'income', ids[1], ids[0]),
  };
  state.transactions.push(made.from, made.to);
  return { status: 201, body: made };
}

/** GET and DELETE /api/transactions/{id} for a transfer's rows: a delete takes both back. */
function transferRow(state: State, call: FakeCall, path: string): Reply | undefined {
  const row = state.transactions.find((t) => path === `/api/transactions/${t._id}`);
  if (!path.startsWith('/api/transactions/')) return undefined;
  if (!row) return { status: 404, body: { msg: 'Transaction not found' } };
  if (call.method === 'GET') return { status: 200, body: row };
  if (call.method !== 'DELETE') return undefined;
  const pair = state.transactions.filter((t) => t === row || t._id === row.transferId);
  for (const side of pair) {
    // Money out of the 'from' side comes back; the 'to' side gives it up.
    const sign = side.type === 'income' ? -1 : 1;
    state.accounts = state.accounts.map((a) =>
      a._id === side.accountId ? { ...a, balance: a.balance + sign * side.amount } : a,
    );
  }
  state.transactions = state.transactions.filter((t) => !pair.includes(t));
  return { status: 200, body: { success: true } };
}

/**
 * GET, POST, PUT and DELETE /api/accounts over `accounts`, with the server's rules on names
 * (unique per ledger, 409) and on the default account (never closed or deleted, 409).
 */
export function accountsHandler(accounts: Account[], options: Options = {}) {
  const state: State = { accounts: [...accounts], transactions: [] };
  const handle = (call: FakeCall): Reply | undefined => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/accounts' && call.method === 'GET')
      return { status: 200, body: { accounts: state.accounts } };
    const taken = (name: string, id?: string) =>
      state.accounts.some(
        (a) => a._id !== id && a.name.toLowerCase() === name.trim().toLowerCase(),
      );
    if (path === '/api/accounts' && call.method === 'POST') {
      const body = call.body as CreateAccountBody;
      if (taken(body.name))
        return { status: 409, body: { msg: 'An account with this name already exists' } };
      const created = sampleAccount({
        ...body,
        name: body.name.trim(),
        _id: crypto.randomUUID(),
        balance: body.openingBalance ?? 0,
        openingBalance: body.openingBalance ?? 0,
        openingDate: body.openingDate ?? null,
        isDefault: false,
      });
      state.accounts = [...state.accounts, created];
      return { status: 201, body: created };
    }
    if (path === '/api/transfers' && call.method === 'POST')
      return transfer(state, call.body as CreateTransferBody);
    const transferReply = transferRow(state, call, path);
    if (transferReply) return transferReply;
    const reconciling = state.accounts.find((a) => path === `/api/accounts/${a._id}/reconcile`);
    if (reconciling && call.method === 'POST') {
      const body = call.body as ReconcileBody;
      const custom = options.onReconcile?.(reconciling, body);
      if (custom) return custom;
      const difference =
        Math.round((Number(body.statementBalance) - reconciling.clearedBalance) * 100) / 100;
      if (difference !== 0 && !body.adjust)
        return {
          status: 409,
          body: { msg: 'The statement does not match the cleared balance', difference },
        };
      return { status: 200, body: { difference, reconciled: 3 } };
    }
    const account = state.accounts.find((a) => path === `/api/accounts/${a._id}`);
    if (!account) return undefined;
    if (call.method === 'DELETE') {
      const custom = options.onDelete?.(account);
      if (custom) return custom;
      state.accounts = state.accounts.filter((a) => a !== account);
      return { status: 200, body: { success: true } };
    }
    const body = call.body as UpdateAccountBody;
    if (body.closed && account.isDefault)
      return { status: 409, body: { msg: 'The default account cannot be closed' } };
    if (body.name && taken(body.name, account._id))
      return { status: 409, body: { msg: 'An account with this name already exists' } };
    const updated = { ...account, ...body } as Account;
    state.accounts = state.accounts.map((a) =>
      a === account ? updated : body.isDefault ? { ...a, isDefault: false } : a,
    );
    return { status: 200, body: updated };
  };
  return { state, handle };
}

export function serveAccounts(accounts: Account[], options: Options = {}) {
  const api = accountsHandler(accounts, options);
  const fake = installFakeFetch(api.handle);
  const writes = () =>
    fake.calls
      .filter(
        (c) =>
          c.method !== 'GET' &&
          ['/api/accounts', '/api/transfers', '/api/transactions'].some((p) => c.url.startsWith(p)),
      )
      .map((c) => ({ method: c.method, url: c.url, body: c.body }));
  return { ...fake, state: api.state, writes };
}
