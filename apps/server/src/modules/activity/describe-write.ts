import { plural } from '@elevate/shared';
import type { ActivityAction, ActivityEntity } from '@elevate/shared/schemas/activity';
import type { Endpoint } from '@elevate/shared/contract/endpoint';

/** What one successful ledger write did, as the log and the live streams tell it. */
export interface WriteDescription {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string | null;
  summary: string;
}

/** What the route layer hands over: the parsed request and the answer's body. */
export interface WriteInput {
  endpoint: Pick<Endpoint, 'method' | 'path' | 'tag'>;
  params: unknown;
  query: unknown;
  body: unknown;
  answer: unknown;
}

type Fields = Record<string, unknown>;

const METHOD_ACTIONS: Record<string, ActivityAction> = {
  POST: 'created',
  PUT: 'updated',
  PATCH: 'updated',
  DELETE: 'deleted',
};

const TAG_ENTITIES: Record<string, ActivityEntity> = {
  transactions: 'transaction',
  accounts: 'account',
  transfers: 'transaction',
  budgets: 'budget',
  imports: 'import',
  recurring: 'recurring',
  goals: 'goal',
  rules: 'rule',
  insights: 'insight',
  // A tag's rename or deletion rewrites the transactions carrying it: members' screens
  // refetch transactions, and the log tells it as a change of them.
  tags: 'transaction',
};

/** The calls whose method does not say what they do. */
type Special = {
  action?: ActivityAction;
  entity?: ActivityEntity;
  /** The path's id is not the entity's (a rule's, for the transactions it changed). */
  noEntityId?: true;
};
const SPECIAL: Record<string, Special> = {
  'POST /api/imports': { action: 'uploaded' },
  'POST /api/imports/:importId/confirm': { action: 'imported' },
  'DELETE /api/imports/:importId': { action: 'undone' },
  'POST /api/budgets/:id/rollover': { action: 'rolled-over' },
  'PUT /api/budgets/carry-over': { action: 'updated', entity: 'carry-over' },
  // One category of a month's budget (renamed, retyped, re-budgeted or deleted), not the budget.
  'PATCH /api/budgets/:id/categories': { entity: 'category' },
  'DELETE /api/budgets/:id/categories': { entity: 'category' },
  'POST /api/recurring/:id/record': { action: 'recorded' },
  'POST /api/accounts/:id/reconcile': { action: 'reconciled' },
  'POST /api/recurring/:id/skip': { action: 'skipped' },
  'POST /api/insights/:id/dismiss': { action: 'dismissed' },
  'DELETE /api/tags/:name': { action: 'updated' },
  // A rule run over past transactions (and its undo and redo) rewrites transactions: members'
  // lists and budgets must follow, so the entry and the live event are the transactions'.
  'POST /api/rules/:id/apply': { action: 'updated', entity: 'transaction', noEntityId: true },
  'POST /api/rule-applications/:id/undo': {
    action: 'undone',
    entity: 'transaction',
    noEntityId: true,
  },
  'POST /api/rule-applications/:id/redo': {
    action: 'updated',
    entity: 'transaction',
    noEntityId: true,
  },
};

export const MAX_SUMMARY = 200;

const fields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const money = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : undefined;
const month = (value: unknown) => text(value)?.slice(0, 7);
const count = (value: unknown, word: string) =>
  typeof value === 'number' ? `${value} ${word}` : undefined;
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A tag renamed ('tag trip → Holiday · 3 transactions') or taken off ('tag trip removed'). */
function tagSummary(input: WriteInput): string {
  const from = text(fields(input.params).name);
  const answer = fields(input.answer);
  if (input.endpoint.method === 'DELETE') return `tag ${from ?? ''} removed`;
  const rows =
    typeof answer.count === 'number'
      ? plural(answer.count, { one: '# transaction', other: '# transactions' })
      : undefined;
  return join(`tag ${from ?? ''} → ${text(answer.name) ?? ''}`, rows);
}

/**
 * A short text for the log, only from what the request named and the answer
 * told the member who made it: every member may read the ledger's data, so
 * nothing here is beyond what they could see. A deletion answers nothing to
 * describe, so its entry has only the id.
 */
function summarise(entity: ActivityEntity, action: ActivityAction, input: WriteInput): string {
  const answer = fields(input.answer);
  const body = fields(input.body);
  const query = fields(input.query);
  if (input.endpoint.tag === 'tags') return tagSummary(input);
  if (input.endpoint.tag === 'rules' && entity === 'transaction')
    return join('by a rule', count(answer.changed, 'changed'), count(answer.skipped, 'skipped'));
  switch (entity) {
    case 'transaction':
    case 'recurring': {
      if (action === 'skipped') return text(body.date) ?? '';
      // A transfer answers its two rows: the money leaving tells it.
      const row = answer.from === undefined ? answer : fields(answer.from);
      return join(text(row.description), money(row.amount), text(row.date)?.slice(0, 10));
    }
    case 'budget':
      return month(answer.month) ?? '';
    case 'category': {
      const renamed = text(body.newName) && text(body.newName) !== text(body.name);
      const name = renamed ? `${text(body.name)} → ${text(body.newName)}` : text(body.name);
      return join(name ?? text(query.name), month(answer.month));
    }
    case 'carry-over':
      return join(text(body.name), body.carryOver === true ? 'on' : 'off');
    case 'import':
      if (action === 'uploaded') return text(answer.fileName) ?? '';
      if (action === 'imported')
        return join(count(answer.imported, 'imported'), count(answer.skipped, 'skipped'));
      return count(answer.removed, 'removed') ?? '';
    case 'goal':
    case 'rule':
      return text(answer.name) ?? '';
    case 'account':
      if (action === 'reconciled') {
        return join(
          text(body.statementDate),
          money(body.statementBalance),
          count(answer.reconciled, 'reconciled'),
        );
      }
      return text(answer.name) ?? '';
    default:
      return '';
  }
}

/** The log entry of a ledger write, or null for a call the log does not know (logged by the caller). */
export function describeWrite(input: WriteInput): WriteDescription | null {
  const { endpoint } = input;
  const special = SPECIAL[`${endpoint.method} ${endpoint.path}`] ?? {};
  const entity = special.entity ?? TAG_ENTITIES[endpoint.tag ?? ''];
  const action = special.action ?? METHOD_ACTIONS[endpoint.method];
  if (!entity || !action) return null;
  const params = fields(input.params);
  const entityId = special.noEntityId
    ? null
    : (text(params.id) ??
      text(params.importId) ??
      text(fields(input.answer)._id) ??
      text(fields(input.answer).importId) ??
      null);
  const summary = summarise(entity, action, input).slice(0, MAX_SUMMARY);
  return { action, entity, entityId, summary };
}

/** A call through a write's door that writes nothing (a rule's dry run): neither logged nor told. */
export const writesNothing = (input: Pick<WriteInput, 'body'>) =>
  fields(input.body).dryRun === true;
