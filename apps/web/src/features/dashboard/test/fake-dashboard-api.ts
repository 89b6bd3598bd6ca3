import type { Account } from '@elevate/shared/schemas/accounts';
import type { Budget } from '@elevate/shared/schemas/budgets';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { inMainAccount } from '../../../test/account-fixtures.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';

export const thisMonth = (): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
};

export function sampleBudget(overrides: Partial<Budget> = {}): Budget {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    month: thisMonth(),
    categories: [
      { name: 'Salary', type: 'income', budgetedAmount: 0, actualAmount: 3000, sortOrder: 0 },
      { name: 'Rent', type: 'expense', budgetedAmount: 1000, actualAmount: 1000, sortOrder: 0 },
      { name: 'Groceries', type: 'expense', budgetedAmount: 300, actualAmount: 350, sortOrder: 1 },
      { name: 'Vacation', type: 'savings', budgetedAmount: 200, actualAmount: 250, sortOrder: 0 },
    ],
    totalBudgeted: 1500,
    totalActual: 4600,
    toBeBudgetedRollover: 0,
    version: 1,
    ...overrides,
  };
}

function sampleTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    user: 'u1',
    date: thisMonth(),
    description: 'Weekly shop',
    amount: 50,
    type: 'expense',
    category: 'Groceries',
    notes: null,
    ...inMainAccount,
    createdAt: thisMonth(),
    ...overrides,
  };
}

type Options = {
  budget?: Budget | null;
  months?: string[];
  transactions?: Transaction[];
  /** Answer for a budget PUT; default: accept it and bump the version. */
  onBudgetPut?: (call: FakeCall) => { status: number; body?: unknown } | undefined;
  /** GET/PATCH /api/account; without it the account answers 404 (no checklist shown). */
  account?: { checklistDismissed: boolean };
  /** GET /api/accounts (where the money is); without it the call answers 404. */
  accounts?: Account[];
  /** GET /api/ledgers: the personal ledger with this budget month start day; without it 404 (day 1). */
  monthStartDay?: number;
};

/** A small in-memory stand-in for the budgets and transactions API the dashboard calls. */
export function installDashboardApi(options: Options = {}) {
  const state = {
    budget: options.budget === undefined ? sampleBudget() : options.budget,
    transactions: options.transactions ?? [sampleTransaction()],
    account: options.account
      ? {
          email: 'a@example.com',
          name: 'A',
          hasPassword: true,
          providerLinked: false,
          weeklyDigest: false,
          ...options.account,
        }
      : null,
  };
  const fake = installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'csrf' } };
    if (path === '/api/budgets/months')
      return { status: 200, body: options.months ?? [thisMonth()] };
    if (path === '/api/budgets' && call.method === 'GET') {
      return { status: 200, body: state.budget ? [state.budget] : [] };
    }
    if (path.startsWith('/api/budgets/') && call.method === 'PUT' && state.budget) {
      const custom = options.onBudgetPut?.(call);
      if (custom) return custom;
      const body = call.body as Partial<Budget>;
      state.budget = { ...state.budget, ...body, version: state.budget.version + 1 };
      return { status: 200, body: state.budget };
    }
    if (path === '/api/transactions' && call.method === 'POST') {
      const body = call.body as Transaction;
      const date = new Date(body.date).toISOString();
      const splits = (body.splits ?? []).map((part) => ({
        ...part,
        type: body.type,
        notes: part.notes ?? null,
      }));
      const created = sampleTransaction({ ...body, date, splits, _id: crypto.randomUUID() });
      state.transactions = [created, ...state.transactions];
      return { status: 201, body: created };
    }
    if (path.endsWith('/categories') && call.method === 'DELETE' && state.budget) {
      const name = url.searchParams.get('name');
      state.budget = {
        ...state.budget,
        categories: state.budget.categories.filter((c) => c.name !== name),
      };
      state.transactions = state.transactions.filter((t) => t.category !== name);
      return { status: 200, body: state.budget };
    }
    if (path === '/api/account' && state.account) {
      if (call.method === 'PATCH') {
        state.account = { ...state.account, ...(call.body as object) };
        return { status: 200, body: { success: true } };
      }
      return { status: 200, body: state.account };
    }
    if (path === '/api/ledgers' && options.monthStartDay !== undefined) {
      const personal = { _id: 'u1', name: 'Personal', role: 'owner', personal: true };
      return {
        status: 200,
        body: { ledgers: [{ ...personal, monthStartDay: options.monthStartDay }] },
      };
    }
    if (path === '/api/accounts' && options.accounts)
      return { status: 200, body: { accounts: options.accounts } };
    if (path.startsWith('/api/transactions/')) {
      // One row read or saved as the server would (a PUT's body is the whole row, changed).
      const id = path.slice('/api/transactions/'.length);
      const index = state.transactions.findIndex((t) => t._id === id);
      const row = state.transactions[index];
      if (!row) return { status: 404, body: { msg: 'Transaction not found' } };
      if (call.method === 'GET') return { status: 200, body: row };
      if (call.method === 'PUT') {
        const { confirm: _confirm, ...body } = call.body as Transaction & { confirm?: boolean };
        // The server answers each part with the transaction's type.
        const parts = (body.splits ?? row.splits ?? []).map((part) => ({
          ...part,
          type: row.type,
          notes: part.notes ?? null,
        }));
        const saved: Transaction = { ...row, ...body, splits: parts };
        state.transactions = state.transactions.map((t, i) => (i === index ? saved : t));
        return { status: 200, body: saved };
      }
    }
    if (path === '/api/transactions' && call.method === 'GET') {
      const list = state.transactions;
      return {
        status: 200,
        body: {
          transactions: list,
          pagination: {
            currentPage: 1,
            limit: 50,
            totalCount: list.length,
            totalPages: 1,
            hasNextPage: false,
            hasPrevPage: false,
          },
        },
      };
    }
    return undefined;
  });
  const callsTo = (method: string, prefix: string) =>
    fake.calls.filter(
      (c) => c.method === method && new URL(c.url, 'http://localhost').pathname.startsWith(prefix),
    );
  return { ...fake, state, callsTo };
}
