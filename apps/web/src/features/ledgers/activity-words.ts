import type {
  ActivityAction,
  ActivityEntity,
  ActivityEvent,
} from '@elevate/shared/schemas/activity';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';

/** Each kind of thing in the 'What' filter. */
export const entityLabels: Record<ActivityEntity, string> = {
  transaction: 'Transactions',
  budget: 'Budgets',
  category: 'Categories',
  account: 'Accounts',
  'carry-over': 'Carry-over',
  import: 'Imports',
  'import-rule': 'Import rules',
  recurring: 'Recurring transactions',
  goal: 'Goals',
  rule: 'Rules',
  insight: 'Insights',
  member: 'Members',
  invitation: 'Invitations',
  ledger: 'Ledger name',
};

/** One of each kind, as the object of a phrase. */
const things: Record<ActivityEntity, string> = {
  transaction: 'a transaction',
  budget: 'a budget',
  category: 'a category',
  account: 'an account',
  'carry-over': "a category's carry-over",
  import: 'an import',
  'import-rule': 'an import rule',
  recurring: 'a recurring transaction',
  goal: 'a goal',
  rule: 'a rule',
  insight: 'an insight',
  member: 'a member',
  invitation: 'an invitation',
  ledger: 'the ledger',
};

const verbs: Record<ActivityAction, string> = {
  created: 'added',
  updated: 'changed',
  deleted: 'deleted',
  uploaded: 'uploaded',
  imported: 'imported',
  undone: 'undid',
  'rolled-over': 'rolled over',
  recorded: 'recorded',
  skipped: 'skipped',
  dismissed: 'dismissed',
  invited: 'invited',
  joined: 'joined',
  left: 'left',
  removed: 'removed',
  'role-changed': 'changed the role of',
  renamed: 'renamed',
  reconciled: 'reconciled',
};

type Pair = `${ActivityAction} ${ActivityEntity}`;

/**
 * The pairs the server logs whose plain words are not 'verb + thing'. Every other
 * pair it logs (added/changed/deleted a transaction, budget, account, rule, recurring
 * transaction or goal; changed a category's carry-over; undid an import; recorded or skipped a recurring transaction;
 * dismissed an insight; removed a member; renamed the ledger; reconciled an account) reads right as it is.
 */
const phrases: Partial<Record<Pair, string>> = {
  'uploaded import': 'uploaded a bank file',
  'imported import': 'imported transactions',
  'rolled-over budget': "refreshed a budget's rollover",
  'invited invitation': 'invited someone',
  'deleted invitation': 'withdrew an invitation',
  'joined member': 'joined the ledger',
  'left member': 'left the ledger',
  'role-changed member': "changed a member's role",
};

const roles: readonly string[] = ['owner', 'editor', 'viewer'] satisfies LedgerRoleName[];

/**
 * The entries about members carry only a role as their summary ('editor', or 'as
 * editor' for an invitation): it reads better inside the phrase than after it.
 */
function withRole(pair: Pair, summary: string): string | undefined {
  const role = summary.replace(/^as /, '');
  if (!roles.includes(role)) return undefined;
  if (pair === 'invited invitation') return `invited someone as ${role}`;
  if (pair === 'joined member') return `joined as ${role}`;
  if (pair === 'role-changed member') {
    return role === 'owner' ? 'handed the ledger over' : `changed a member's role to ${role}`;
  }
  return undefined;
}

type Described = { phrase: string; detail: string };

/** What an entry did, in plain words after its actor ('added a transaction'), and the rest of its summary. */
export function describeActivity({
  action,
  entity,
  summary,
}: Pick<ActivityEvent, 'action' | 'entity' | 'summary'>): Described {
  const pair: Pair = `${action} ${entity}`;
  const folded = withRole(pair, summary);
  if (folded) return { phrase: folded, detail: '' };
  return { phrase: phrases[pair] ?? `${verbs[action]} ${things[entity]}`, detail: summary };
}

/** Who did it: the caller, the app itself, a deleted account, or a member by name. */
export function actorLabel(actor: ActivityEvent['actor'], ownId: string | undefined): string {
  if (actor.userId === null) return 'Elevate';
  if (ownId !== undefined && actor.userId === ownId) return 'You';
  return actor.name ?? 'A former member';
}
