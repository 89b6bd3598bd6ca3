import type { Request } from 'autocannon';
import { withSessions, type Scenario, type Target } from './load.ts';
import { REPORT_SCENARIOS, reportScenarios } from './reports-scenarios.ts';

export interface ScenarioContext {
  tokens: string[];
  csrfToken: string;
  /** Ids of the 100k user's transactions in the current month, for the category moves. */
  moveTargets: { id: string; body: Record<string, unknown> }[];
  /** Two of the 100k user's on-budget accounts, to move money between. */
  transferAccounts: [string, string];
  now: Date;
  /** The 100k user's ledger and one session of each of its 8 members (the owner first). */
  ledgerId: string;
  memberTokens: string[];
  /** A session whose own ledger has a webhook to a receiver that answers after 5 s. */
  webhookToken: string;
}

const iso = (date: Date) => date.toISOString();

function monthBounds(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  return { start, end };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The issues' targets (set for PostgreSQL; the embedded default is held to them too). */
const PAGE: Target = { minShare: 25, maxP99: 50 };
const WRITE: Target = { minShare: 15, maxP99: 50 };
const SEARCH: Target = { minRps: 200, maxSingleP50: 50 };

/** 'Contains' terms of 1, 2 and more letters (decision 0023), on description and category. */
const SEARCHES: Record<string, string>[] = [
  { description: 'a' },
  { description: 'ma' },
  { description: 'market' },
  { category: 'g' },
  { category: 'gr' },
  { category: 'groceries' },
];

export const READ_SCENARIOS = [
  'bare',
  'authUser',
  'budgetMonth',
  'transactionsPage',
  'fiveFilters',
  'allForYear',
  ...SEARCHES.map((q) => `search ${JSON.stringify(q)}`),
  ...REPORT_SCENARIOS,
  'accounts',
] as const;

/** The endpoints of the issue, in table order; reads first so writes cannot change what they read. */
export function scenarios(ctx: ScenarioContext): Scenario[] {
  const { start, end } = monthBounds(ctx.now);
  const year = ctx.now.getUTCFullYear() - 1;
  const get = (path: string): Request => withSessions(ctx.tokens, { method: 'GET', path });
  const writeHeaders = {
    'content-type': 'application/json',
    cookie: `csrf_token=${ctx.csrfToken}`,
    'x-csrf-token': ctx.csrfToken,
  };
  const write = (request: Request) => withSessions(ctx.tokens, request, writeHeaders);
  const coffee = JSON.stringify({
    date: iso(ctx.now),
    description: 'Bench coffee',
    amount: 4.5,
    type: 'expense',
    category: 'Dining Out',
    notes: '',
  });
  // Every request moves the next of the 200 transactions, whichever connection sends it: the
  // connections edit different transactions, as people do. (A list cycled per connection had
  // all 50 connections edit the same transaction at the same moment.) Each pass over the list
  // moves every transaction to the other category.
  const moveBase = write({ method: 'PUT', path: '/api/transactions' });
  let nextMove = 0;
  const move: Request = {
    ...moveBase,
    setupRequest: (req, context) => {
      const index = nextMove++;
      const target = ctx.moveTargets[index % ctx.moveTargets.length];
      if (!target || !moveBase.setupRequest) throw new Error('no transaction to move');
      const pass = Math.floor(index / ctx.moveTargets.length);
      return moveBase.setupRequest(
        {
          ...req,
          path: `/api/transactions/${target.id}`,
          body: JSON.stringify({ ...target.body, category: pass % 2 ? 'Dining Out' : 'Groceries' }),
        },
        context,
      );
    },
  };
  return [
    {
      name: 'GET /api/ping (bare: no auth, no database)',
      requests: [{ method: 'GET', path: '/api/ping' }],
    },
    { name: 'GET /api/auth/user', requests: [get('/api/auth/user')] },
    {
      name: 'GET /api/budgets?month=…',
      requests: [get(`/api/budgets?${query({ month: iso(start) })}`)],
      target: PAGE,
    },
    {
      name: 'GET /api/transactions page 1, limit 50, month',
      requests: [
        get(
          `/api/transactions?${query({ page: '1', limit: '50', startDate: iso(start), endDate: iso(end) })}`,
        ),
      ],
      target: PAGE,
    },
    {
      name: 'GET /api/transactions with 5 filters',
      requests: [
        get(
          `/api/transactions?${query({
            page: '1',
            limit: '50',
            description: 'market',
            category: 'groc',
            type: 'expense',
            minAmount: '20',
            maxAmount: '90',
          })}`,
        ),
      ],
    },
    {
      name: `GET /api/transactions getAllForFilters, year ${year}`,
      requests: [
        get(
          `/api/transactions?${query({
            getAllForFilters: 'true',
            startDate: `${year}-01-01T00:00:00.000Z`,
            endDate: `${year}-12-31T23:59:59.999Z`,
          })}`,
        ),
      ],
    },
    ...SEARCHES.map((q) => ({
      name: `GET /api/transactions ${Object.keys(q)[0]} contains '${Object.values(q)[0]}'`,
      requests: [get(`/api/transactions?${query({ page: '1', limit: '50', ...q })}`)],
      target: SEARCH,
    })),
    ...reportScenarios(ctx),
    // Five accounts, their balances from the kept monthly slots (decision 0052).
    { name: 'GET /api/accounts', requests: [get('/api/accounts')], target: PAGE },
    {
      name: 'POST /api/transactions',
      requests: [write({ method: 'POST', path: '/api/transactions', body: coffee })],
      target: WRITE,
    },
    {
      // Decision 0049: each request names the ledger, so the seven editors' calls each read
      // their membership; the owner's is the session's own ledger.
      name: 'POST /api/transactions, 8 members of one ledger at once',
      requests: [
        withSessions(
          ctx.memberTokens,
          { method: 'POST', path: '/api/transactions', body: coffee },
          { ...writeHeaders, 'x-ledger-id': ctx.ledgerId },
        ),
      ],
      target: WRITE,
    },
    { name: 'PUT /api/transactions/:id (category move)', requests: [move], target: WRITE },
    {
      // Two linked rows in one statement (decision 0052).
      name: 'POST /api/transfers',
      requests: [
        write({
          method: 'POST',
          path: '/api/transfers',
          body: JSON.stringify({
            fromAccountId: ctx.transferAccounts[0],
            toAccountId: ctx.transferAccounts[1],
            amount: 25,
            date: iso(ctx.now),
          }),
        }),
      ],
      target: WRITE,
    },
    {
      // Each write queues an event; the receiver takes 5 s per delivery (decision 0060).
      name: 'POST /api/transactions, webhook receiver answering after 5 s',
      requests: [
        withSessions(
          [ctx.webhookToken],
          { method: 'POST', path: '/api/transactions', body: coffee },
          writeHeaders,
        ),
      ],
      target: WRITE,
    },
  ];
}
