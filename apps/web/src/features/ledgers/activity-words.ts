import type {
  ActivityAction,
  ActivityEntity,
  ActivityEvent,
} from '@elevate/shared/schemas/activity';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';

/** Each kind of thing in the 'What' filter (catalogue keys). */
export const entityLabelKeys: Record<ActivityEntity, string> = {
  transaction: 'ledgers.activity.entity.transaction',
  budget: 'ledgers.activity.entity.budget',
  category: 'ledgers.activity.entity.category',
  account: 'ledgers.activity.entity.account',
  'carry-over': 'ledgers.activity.entity.carryOver',
  import: 'ledgers.activity.entity.import',
  'import-rule': 'ledgers.activity.entity.importRule',
  recurring: 'ledgers.activity.entity.recurring',
  goal: 'ledgers.activity.entity.goal',
  rule: 'ledgers.activity.entity.rule',
  insight: 'ledgers.activity.entity.insight',
  member: 'ledgers.activity.entity.member',
  invitation: 'ledgers.activity.entity.invitation',
  ledger: 'ledgers.activity.entity.ledger',
};

/** One of each kind, as the object of a phrase ('a transaction'). */
const things: Record<ActivityEntity, string> = {
  transaction: 'ledgers.activity.thing.transaction',
  budget: 'ledgers.activity.thing.budget',
  category: 'ledgers.activity.thing.category',
  account: 'ledgers.activity.thing.account',
  'carry-over': 'ledgers.activity.thing.carryOver',
  import: 'ledgers.activity.thing.import',
  'import-rule': 'ledgers.activity.thing.importRule',
  recurring: 'ledgers.activity.thing.recurring',
  goal: 'ledgers.activity.thing.goal',
  rule: 'ledgers.activity.thing.rule',
  insight: 'ledgers.activity.thing.insight',
  member: 'ledgers.activity.thing.member',
  invitation: 'ledgers.activity.thing.invitation',
  ledger: 'ledgers.activity.thing.ledger',
};

/** Each action with its {thing} ('added {thing}'): the word order is the language's. */
const verbs: Record<ActivityAction, string> = {
  created: 'ledgers.activity.verb.created',
  updated: 'ledgers.activity.verb.updated',
  deleted: 'ledgers.activity.verb.deleted',
  uploaded: 'ledgers.activity.verb.uploaded',
  imported: 'ledgers.activity.verb.imported',
  undone: 'ledgers.activity.verb.undone',
  'rolled-over': 'ledgers.activity.verb.rolledOver',
  recorded: 'ledgers.activity.verb.recorded',
  skipped: 'ledgers.activity.verb.skipped',
  dismissed: 'ledgers.activity.verb.dismissed',
  invited: 'ledgers.activity.verb.invited',
  joined: 'ledgers.activity.verb.joined',
  left: 'ledgers.activity.verb.left',
  removed: 'ledgers.activity.verb.removed',
  'role-changed': 'ledgers.activity.verb.roleChanged',
  renamed: 'ledgers.activity.verb.renamed',
  reconciled: 'ledgers.activity.verb.reconciled',
};

type Pair = `${ActivityAction} ${ActivityEntity}`;

/**
 * The pairs the server logs whose plain words are not 'verb + thing'. Every other
 * pair it logs (added/changed/deleted a transaction, budget, account, rule, recurring
 * transaction or goal; changed a category's carry-over; undid an import; recorded or skipped a recurring transaction;
 * dismissed an insight; removed a member; renamed the ledger; reconciled an account) reads right as it is.
 */
const phrases: Partial<Record<Pair, string>> = {
  'uploaded import': 'ledgers.activity.phrase.uploadedImport',
  'imported import': 'ledgers.activity.phrase.importedImport',
  'rolled-over budget': 'ledgers.activity.phrase.rolledOverBudget',
  'invited invitation': 'ledgers.activity.phrase.invitedInvitation',
  'deleted invitation': 'ledgers.activity.phrase.deletedInvitation',
  'joined member': 'ledgers.activity.phrase.joinedMember',
  'left member': 'ledgers.activity.phrase.leftMember',
  'role-changed member': 'ledgers.activity.phrase.roleChangedMember',
};

const roles: readonly string[] = ['owner', 'editor', 'viewer'] satisfies LedgerRoleName[];

/**
 * The entries about members carry only a role as their summary ('editor', or 'as
 * editor' for an invitation): it reads better inside the phrase than after it.
 */
function withRole(pair: Pair, summary: string, t: Translate): string | undefined {
  const role = summary.replace(/^as /, '');
  if (!roles.includes(role)) return undefined;
  if (pair === 'invited invitation') return t('ledgers.activity.phrase.invitedAs', { role });
  if (pair === 'joined member') return t('ledgers.activity.phrase.joinedAs', { role });
  if (pair === 'role-changed member') {
    return role === 'owner'
      ? t('ledgers.activity.phrase.handedOver')
      : t('ledgers.activity.phrase.roleChangedTo', { role });
  }
  return undefined;
}

type Described = { phrase: string; detail: string };

/**
 * What an entry did, in plain words after its actor ('added a transaction'), and the rest of
 * its summary. `t`: the app's language (the language it speaks now by default).
 */
export function describeActivity(
  { action, entity, summary }: Pick<ActivityEvent, 'action' | 'entity' | 'summary'>,
  t: Translate = translate,
): Described {
  const pair: Pair = `${action} ${entity}`;
  const folded = withRole(pair, summary, t);
  if (folded) return { phrase: folded, detail: '' };
  const phrase = phrases[pair];
  if (phrase) return { phrase: t(phrase), detail: summary };
  return { phrase: t(verbs[action], { thing: t(things[entity]) }), detail: summary };
}

/** Whether the entry is the caller's own (the log then says 'You'). */
export function isOwnActivity(actor: ActivityEvent['actor'], ownId: string | undefined): boolean {
  return ownId !== undefined && actor.userId === ownId;
}

/** Who did it: the caller, the app itself, a deleted account, or a member by name. */
export function actorLabel(
  actor: ActivityEvent['actor'],
  ownId: string | undefined,
  t: Translate = translate,
): string {
  if (actor.userId === null) return 'Elevate';
  if (isOwnActivity(actor, ownId)) return t('ledgers.activity.actor.you');
  return actor.name ?? t('ledgers.activity.actor.formerMember');
}
