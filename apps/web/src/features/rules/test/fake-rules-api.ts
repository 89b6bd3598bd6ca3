import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import type { ApplyRuleResponse, Rule, RuleBody } from '@elevate/shared/schemas/rules';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import type { FakeCall } from '../../../test/fake-fetch.ts';
import { serveSharedLedger } from '../../../test/shared-ledger.ts';

type Reply = { status: number; body?: unknown };

export const checking = sampleAccount();
const id = (n: number) => `a1e00000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const applicationId = id(900);

export const netflix: Rule = {
  _id: id(1),
  order: 0,
  name: 'Netflix',
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: 'netflix' }],
  actions: [
    { type: 'setCategory', value: 'Subscriptions' },
    { type: 'addTag', value: 'streaming' },
  ],
};
export const rent: Rule = {
  _id: id(2),
  order: 1,
  name: 'Rent',
  match: 'any',
  conditions: [
    { field: 'amount', op: 'between', value: [1000, 2000] },
    { field: 'dayOfMonth', op: 'equals', value: 1 },
  ],
  actions: [{ type: 'setCategory', value: 'Rent' }],
};
export const coffee: Rule = {
  _id: id(3),
  order: 2,
  name: 'Coffee',
  match: 'all',
  conditions: [
    { field: 'accountId', op: 'equals', value: checking._id },
    { field: 'type', op: 'equals', value: 'expense' },
  ],
  actions: [{ type: 'setCategory', value: 'Coffee' }],
};

type Options = {
  /** The answer to POST /api/rules/{id}/apply (dry run or not). */
  apply?: (body: { dryRun: boolean; from?: string; to?: string }) => ApplyRuleResponse;
  /** The answer to POST /api/rule-applications/{id}/undo and /redo. */
  step?: (direction: 'undo' | 'redo') => { changed: number; skipped: number };
  listFails?: boolean;
};

const fieldError = (param: string, msg: string): Reply => ({
  status: 400,
  body: { errors: [{ param, msg }] },
});

/**
 * The rules endpoints over a list kept in order, in a shared ledger where the caller has
 * `role`; a description condition of one letter is refused on its field, as a server check.
 */
export function serveRules(rules: Rule[], role: LedgerRoleName = 'editor', options: Options = {}) {
  const state = { rules: [...rules] };
  const renumber = () => (state.rules = state.rules.map((rule, order) => ({ ...rule, order })));
  const handle = (call: FakeCall): Reply | undefined => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const body = call.body as RuleBody;
    const rule = state.rules.find((r) => path.startsWith(`/api/rules/${r._id}`));
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/accounts') return { status: 200, body: { accounts: [checking] } };
    if (path === '/api/budgets') return { status: 200, body: [] };
    if (path === '/api/tags') return { status: 200, body: { tags: [] } };
    if (path === '/api/rules' && call.method === 'GET')
      return options.listFails
        ? { status: 500, body: { msg: 'Server error' } }
        : { status: 200, body: { rules: state.rules } };
    const short = body?.conditions?.findIndex(
      (c) => c.field === 'description' && c.value.length < 2,
    );
    if (short !== undefined && short >= 0)
      return fieldError(`conditions.${short}.value`, 'A description needs at least 2 letters');
    if (path === '/api/rules' && call.method === 'POST') {
      const made = { ...body, _id: id(100 + state.rules.length), order: state.rules.length };
      state.rules.push(made);
      return { status: 201, body: made };
    }
    if (path === '/api/rules/order' && call.method === 'PUT') {
      const { ids } = call.body as { ids: string[] };
      state.rules = ids.map((i) => state.rules.find((r) => r._id === i)!);
      renumber();
      return { status: 200, body: { rules: state.rules } };
    }
    if (path.startsWith('/api/rule-applications/')) {
      const direction = path.endsWith('/undo') ? 'undo' : 'redo';
      return { status: 200, body: options.step?.(direction) ?? { changed: 0, skipped: 0 } };
    }
    if (!rule) return undefined;
    if (path.endsWith('/apply') && call.method === 'POST')
      return { status: 200, body: options.apply?.(call.body as { dryRun: boolean }) };
    if (call.method === 'PUT') {
      const saved = { ...body, _id: rule._id, order: rule.order };
      state.rules = state.rules.map((r) => (r === rule ? saved : r));
      return { status: 200, body: saved };
    }
    if (call.method === 'DELETE') {
      state.rules = state.rules.filter((r) => r !== rule);
      renumber();
      return { status: 200, body: { success: true } };
    }
    return undefined;
  };
  const fake = serveSharedLedger(role, handle);
  const writes = () =>
    fake.calls
      .filter((c) => c.method !== 'GET' && !c.url.includes('csrf'))
      .map((c) => ({
        method: c.method,
        url: new URL(c.url, 'http://localhost').pathname,
        body: c.body,
      }));
  return { ...fake, state, writes };
}
