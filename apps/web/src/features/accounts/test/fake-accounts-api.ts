import type {
  Account,
  CreateAccountBody,
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
};

/**
 * GET, POST, PUT and DELETE /api/accounts over `accounts`, with the server's rules on names
 * (unique per ledger, 409) and on the default account (never closed or deleted, 409).
 */
export function accountsHandler(accounts: Account[], options: Options = {}) {
  const state = { accounts: [...accounts] };
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
      .filter((c) => c.method !== 'GET' && c.url.startsWith('/api/accounts'))
      .map((c) => ({ method: c.method, url: c.url, body: c.body }));
  return { ...fake, state: api.state, writes };
}
