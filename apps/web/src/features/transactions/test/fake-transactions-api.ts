import { budgetMonthRange, transactionFilterPredicate } from '@elevate/shared';
import type { Rule, RuleBody } from '@elevate/shared/schemas/rules';
import type { Account } from '@elevate/shared/schemas/accounts';
import {
  emptyTransactionFilters,
  type Transaction,
  type TransactionListResponse,
} from '@elevate/shared/schemas/transactions';
import { inMainAccount } from '../../../test/account-fixtures.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';

export function makeTransactions(count: number, newest = Date.UTC(2026, 2, 28)): Transaction[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    user: 'u1',
    date: new Date(newest - i * 3_600_000).toISOString(),
    description: i % 10 === 0 ? `Coffee ${i}` : `Groceries ${i}`,
    amount: 10 + i,
    type: 'expense',
    category: i % 10 === 0 ? 'Dining Out' : 'Groceries',
    notes: null,
    ...inMainAccount,
    createdAt: '2026-03-28T00:00:00.000Z',
  }));
}

export const budgetOf = (month: string) => ({
  _id: `budget-${month}`,
  month: `${month}-01T00:00:00.000Z`,
  categories: [],
  totalBudgeted: 0,
  totalActual: 0,
  toBeBudgetedRollover: 0,
  version: 1,
});

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The server's filters, read back from the query the page sent (as GET /api/transactions reads them). */
function matcher(params: URLSearchParams, startDay: number) {
  const month = params.get('month');
  // The server reads ?month= in the ledger's budget month.
  const range = month ? budgetMonthRange(month, startDay) : null;
  const accountId = params.get('accountId');
  const tag = params.get('tag')?.toLowerCase();
  const rest = transactionFilterPredicate({
    ...emptyTransactionFilters,
    startDate: day(range?.startDate ?? params.get('startDate')),
    endDate: day(range?.endDate ?? params.get('endDate')),
    description: params.get('description') ?? '',
    category: params.get('category') ?? '',
    type: (params.get('type') ?? '') as '',
    minAmount: params.get('minAmount') ?? '',
    maxAmount: params.get('maxAmount') ?? '',
  });
  const tagged = (row: Transaction) => (row.tags ?? []).some((t) => t.toLowerCase() === tag);
  return (row: Transaction) =>
    (!accountId || row.accountId === accountId) && (!tag || tagged(row)) && rest(row);
}

function page(rows: Transaction[], pageNumber: number, limit: number): TransactionListResponse {
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  return {
    transactions: rows.slice((pageNumber - 1) * limit, pageNumber * limit),
    pagination: {
      currentPage: pageNumber,
      limit,
      totalCount: rows.length,
      totalPages,
      hasNextPage: pageNumber < totalPages,
      hasPrevPage: pageNumber > 1,
    },
  };
}

type Options = {
  /** Months with a budget ('YYYY-MM'). */
  budgets?: string[];
  /** What a full list answers instead of the matches (a malformed or odd server). */
  fullList?: (matches: Transaction[]) => unknown;
  /** Overrides any call (an error, a slow answer). */
  override?: (call: FakeCall, url: URL) => { status: number; body?: unknown } | undefined;
  /** GET /api/accounts; without it the call answers 404 (no account select or names). */
  accounts?: Account[];
  /** GET /api/tags; without it the call answers 404 (no Tag filter, no suggestions). */
  tags?: { name: string; count: number }[];
  /** GET /api/rules, and POST /api/rules adds to it; without it both answer 404. */
  rules?: Rule[];
  /** GET /api/ledgers: the personal ledger with this budget month start day; without it 404 (day 1). */
  monthStartDay?: number;
};

/** A fake API holding `all`, filtering and paging as the server does. */
export function serveTransactions(all: Transaction[], options: Options = {}) {
  return installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const overridden = options.override?.(call, url);
    if (overridden) return overridden;
    if (url.pathname === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (url.pathname === '/api/budgets') {
      const month = url.searchParams.get('month')?.slice(0, 7);
      const budgets = (options.budgets ?? []).filter((m) => m === month);
      return { status: 200, body: budgets.map(budgetOf) };
    }
    if (url.pathname === '/api/ledgers' && options.monthStartDay !== undefined) {
      const ledger = { _id: 'u1', name: 'Personal', role: 'owner', personal: true };
      return {
        status: 200,
        body: { ledgers: [{ ...ledger, monthStartDay: options.monthStartDay }] },
      };
    }
    if (url.pathname === '/api/accounts' && options.accounts)
      return { status: 200, body: { accounts: options.accounts } };
    if (url.pathname === '/api/tags' && options.tags)
      return { status: 200, body: { tags: options.tags } };
    if (url.pathname === '/api/rules' && options.rules) {
      if (call.method === 'GET') return { status: 200, body: { rules: options.rules } };
      const rule = { ...(call.body as RuleBody), _id: crypto.randomUUID() };
      options.rules.push({ ...rule, order: options.rules.length });
      return { status: 201, body: { ...rule, order: options.rules.length - 1 } };
    }
    if (url.pathname === '/api/transactions' && call.method === 'POST') {
      const body = call.body as { date: string };
      const created = { ...all[0], ...body, date: new Date(body.date).toISOString() };
      return { status: 201, body: { ...created, _id: crypto.randomUUID() } };
    }
    if (url.pathname === '/api/transactions' && call.method === 'GET') {
      const matches = all.filter(matcher(url.searchParams, options.monthStartDay ?? 1));
      if (url.searchParams.get('getAllForFilters') === 'true') {
        const body = page(matches, 1, Math.max(1, matches.length));
        return { status: 200, body: options.fullList ? options.fullList(matches) : body };
      }
      const params = url.searchParams;
      return {
        status: 200,
        body: page(matches, Number(params.get('page')), Number(params.get('limit'))),
      };
    }
    if (url.pathname.startsWith('/api/transactions/')) {
      if (call.method === 'DELETE') return { status: 200, body: { success: true } };
      const id = url.pathname.slice('/api/transactions/'.length);
      if (call.method === 'GET') {
        const kept = all.find((t) => t._id === id);
        return kept
          ? { status: 200, body: kept }
          : { status: 404, body: { msg: 'Transaction not found' } };
      }
      const body = call.body as { date?: string; cleared?: boolean; confirm?: boolean };
      const row = all.find((t) => t._id === id) ?? all[0];
      // A reconciled row's amount, date, account or clearing needs confirm (409 otherwise).
      const locked = ['amount', 'date', 'accountId', 'cleared'].some(
        (key) => key in body && body[key as keyof typeof body] !== row?.[key as keyof Transaction],
      );
      if (row?.reconciled && locked && !body.confirm)
        return { status: 409, body: { msg: 'This transaction is reconciled' } };
      const { confirm: _confirm, ...changes } = body;
      const saved = {
        ...row,
        ...changes,
        date: changes.date ? new Date(changes.date).toISOString() : row?.date,
      } as Transaction;
      // A tick is kept, so the list shows it after its refetch.
      if (Object.keys(changes).join() === 'cleared') all.splice(all.indexOf(row!), 1, saved);
      return { status: 200, body: saved };
    }
    return undefined;
  });
}

export const transactionCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/transactions?')).map((call) => call.url);
