import { budgetMonthOf, monthKey, type MonthKey } from '@elevate/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ActivityEntity } from '@elevate/shared/schemas/activity';
import { accessTokenKeys } from './access-tokens/keys.ts';
import { webhookKeys } from './webhooks/keys.ts';
import { accountKeys } from './account/keys.ts';
import { financialAccountKeys } from './accounts/keys.ts';
import { activityKeys } from './activity/keys.ts';
import { budgetKeys } from './budgets/keys.ts';
import { goalKeys } from './goals/keys.ts';
import { planAheadKeys } from './plan-ahead/keys.ts';
import { recurringKeys } from './recurring/keys.ts';
import { importKeys } from './imports/keys.ts';
import { insightKeys } from './insights/keys.ts';
import { ledgerKeys } from './ledgers/keys.ts';
import { cachedMonthStartDay } from './ledgers/month-start-day.ts';
import { sessionKeys } from './sessions/keys.ts';
import { passkeyKeys } from './passkeys/keys.ts';
import { reportKeys } from './reports/keys.ts';
import { ruleKeys } from './rules/keys.ts';
import { tagKeys } from './tags/keys.ts';
import { transactionKeys } from './transactions/keys.ts';
import { twoFactorKeys } from './two-factor/keys.ts';
import { userKeys } from './user/keys.ts';

/** What a write needs to name: a transaction by id and date, a budget by its month. */
type TransactionRef = { _id: string; date: string };
type BudgetRef = { month: string };

/**
 * Every write the app makes to server state, with what decides which caches it touches.
 * Writes that touch no cached data (change password, resend verification, contact) have no entry.
 */
export type Write =
  | { kind: 'transactionCreated'; transaction: TransactionRef }
  /** `before` is the row as it was: a new date moves it to another month. */
  | { kind: 'transactionUpdated'; before: TransactionRef; after: TransactionRef }
  | { kind: 'transactionDeleted'; transaction: TransactionRef }
  | { kind: 'budgetCreated'; budget: BudgetRef }
  /** Categories, amounts, order or an added category: no transaction changes. */
  | { kind: 'budgetSaved'; budget: BudgetRef }
  | { kind: 'budgetMonthMoved'; from: BudgetRef; to: BudgetRef }
  /** The budget and its month's transactions are gone. */
  | { kind: 'budgetDeleted'; budget: BudgetRef }
  /** Renamed, retyped or re-budgeted (PATCH): its month's transactions follow. */
  | { kind: 'categoryEdited'; budget: BudgetRef }
  /** Deleted with its month's transactions. */
  | { kind: 'categoryDeleted'; budget: BudgetRef }
  | { kind: 'onboardingCompleted' }
  /** A bank file read for a preview: nothing saved yet, but the ledger's log has an entry. */
  | { kind: 'importUploaded' }
  /** A bank import saved or undone: rows of any month, categories added to budgets. */
  | { kind: 'importConfirmed' }
  | { kind: 'importUndone' }
  /** A rule added, edited, deleted or moved: the rules only, until one is applied. */
  | { kind: 'rulesChanged' }
  /**
   * A rule applied to past transactions, or its application undone or redone: categories,
   * types, descriptions, notes and tags of rows of any month; no amount moves.
   */
  | { kind: 'ruleApplied' }
  /** An insight hidden for its month (reports and insights, docs/product/reports.md). */
  | { kind: 'insightDismissed'; month: string }
  /** Authenticator turned on or off, recovery codes replaced. */
  | { kind: 'twoFactorChanged' }
  /** A passkey registered or removed (its second-factor offer follows). */
  | { kind: 'passkeysChanged' }
  /** A personal access token created or revoked. */
  | { kind: 'accessTokensChanged' }
  /** A webhook added, deleted or sent a test event. */
  | { kind: 'webhooksChanged' }
  /** A recurring rule saved or deleted, or a date recorded or skipped: transactions of any month may be new (plan ahead, docs/product/plan.md). */
  | { kind: 'recurringChanged' }
  /** A goal created, changed, archived or deleted. */
  | { kind: 'goalsChanged' }
  /**
   * An account (where the money is) opened, renamed, retyped, closed, reopened, made the
   * default or deleted. `budgetTouched`: it switched between on budget and tracking, which
   * moves its transactions in or out of the budget (decision 0052).
   */
  | { kind: 'financialAccountsChanged'; budgetTouched: boolean }
  /**
   * Money moved between two accounts (POST /api/transfers): two rows on one date. Between an
   * on-budget and a tracking account one of them counts in the budget of that month.
   */
  | { kind: 'transferCreated'; date: string }
  /**
   * An account reconciled with a statement: its cleared rows locked, and with `adjust` a new
   * adjustment row dated on or before the statement (any month): every figure.
   */
  | { kind: 'accountReconciled' }
  /** A category's 'Carry over' turned on or off: every month's carried amounts. */
  | { kind: 'carryOverChanged' }
  /** Rollover carried forward again: budgets up to that month changed. */
  | { kind: 'rolloverRefreshed' }
  /** A device was signed out: the list of signed-in devices. */
  | { kind: 'sessionsRevoked' }
  /** An export file was restored into the account: everything it shows. */
  | { kind: 'accountRestored' }
  /** The display name changed or the first-run checklist was dismissed. */
  | { kind: 'accountUpdated' }
  /** A ledger created, renamed, deleted or joined: the list of ledgers and roles. */
  | { kind: 'ledgersChanged' }
  /**
   * The day the ledger's budget months start on changed (or was set back): rows of any date
   * may now count in another month, so every figure, list and due date is new.
   */
  | { kind: 'monthStartChanged' }
  /** A role changed, the ledger handed over, a member removed or gone: the caller's role may be new. */
  | { kind: 'ledgerMembersChanged'; ledgerId: string }
  | { kind: 'ledgerInvitationsChanged'; ledgerId: string }
  /**
   * A tag renamed, merged into another or deleted: every transaction carrying it, the tag
   * list and the tag totals; no amount moves, so no budget or other report.
   */
  | { kind: 'tagsChanged' }
  /** A change from the ledger's live stream (decision 0049): another device's or member's write. */
  | { kind: 'liveChange'; resource: ActivityEntity };

export type WriteKind = Write['kind'];
type WriteOf<K extends WriteKind> = Extract<Write, { kind: K }>;

/** A transaction's date as the budget month it counts in (the ledger's start day decides). */
type MonthOf = (date: string) => MonthKey;

/** Budget months given as keys or as the budget API's first days ('YYYY-MM-01…'), once each. */
const unique = (months: string[]) => [...new Set(months.map((month) => monthKey(month)))];

/**
 * A month's transactions changed: its pages, the all-months list, every filtered or full
 * list, the account balances the rows add up to, and the tag list's counts.
 */
const transactionLists = (...months: string[]): QueryKey[] => [
  ...unique(months).map((m) => transactionKeys.month(m)),
  transactionKeys.month(null),
  transactionKeys.filteredLists(),
  transactionKeys.fullLists(),
  financialAccountKeys.all,
  tagKeys.all,
];

/**
 * A month's budget figures changed: that month's budget, the Budgets page's list, and
 * the reports and insights (any range or month may hold it, and they reach back months).
 */
const budgetFigures = (...months: string[]): QueryKey[] => [
  ...unique(months).map((m) => budgetKeys.month(m)),
  budgetKeys.list(),
  reportKeys.all,
  insightKeys.all,
  // Goals' progress and carried amounts read every month (plan ahead, docs/product/plan.md).
  goalKeys.all,
  planAheadKeys.all,
];

/** A transaction or budget of some month changed: every month's figures and lists, and the balances. */
const everyFigure: QueryKey[] = [
  transactionKeys.all,
  // Rows carry tags: a live change of them (a tag's rename too) may change the tag list.
  tagKeys.all,
  financialAccountKeys.all,
  budgetKeys.all,
  reportKeys.all,
  insightKeys.all,
  goalKeys.all,
  planAheadKeys.all,
];

/** A live change names only the kind of data (its ids, not its months): the whole kind is refetched. */
const liveChangeKeys: Record<ActivityEntity, QueryKey[]> = {
  transaction: everyFigure,
  // A budget's deletion or a category's rename reaches its month's transactions.
  budget: everyFigure,
  // A category's rename or deletion moves or removes its month's transactions.
  category: everyFigure,
  // The change may be a switch between on budget and tracking, which moves budget figures.
  account: everyFigure,
  'carry-over': [budgetKeys.all, planAheadKeys.all],
  import: [...everyFigure, importKeys.all],
  // The import rules became rules (decision 0054); older log entries still name them.
  'import-rule': [ruleKeys.all],
  recurring: [...everyFigure, recurringKeys.all],
  goal: [goalKeys.all],
  rule: [ruleKeys.all],
  insight: [insightKeys.all],
  // Roles, members, invitations and names: the ledger list and each ledger's members.
  member: [ledgerKeys.all],
  invitation: [ledgerKeys.all],
  // The change may be a new budget month start day, which moves rows between months.
  ledger: [ledgerKeys.all, ...everyFigure, recurringKeys.all],
};

/**
 * The one declared map of what each write touches. Keys are prefixes: a month's key
 * covers its pages of every page size. Callers that keep a key up to date themselves
 * (the dashboard's optimistic budget) name it in `invalidateAfter`'s `keep`.
 */
const invalidationMap: {
  [K in WriteKind]: (write: WriteOf<K>, monthOf: MonthOf) => QueryKey[];
} = {
  transactionCreated: ({ transaction: t }, monthOf) => [
    ...budgetFigures(monthOf(t.date)),
    ...transactionLists(monthOf(t.date)),
  ],
  transactionUpdated: ({ before, after }, monthOf) => [
    ...budgetFigures(monthOf(before.date), monthOf(after.date)),
    ...transactionLists(monthOf(before.date), monthOf(after.date)),
    transactionKeys.detail(after._id),
  ],
  transactionDeleted: ({ transaction: t }, monthOf) => [
    ...budgetFigures(monthOf(t.date)),
    ...transactionLists(monthOf(t.date)),
    transactionKeys.detail(t._id),
  ],
  budgetCreated: ({ budget }) => [...budgetFigures(budget.month), budgetKeys.months()],
  budgetSaved: ({ budget }) => budgetFigures(budget.month),
  budgetMonthMoved: ({ from, to }) => [...budgetFigures(from.month, to.month), budgetKeys.months()],
  budgetDeleted: ({ budget }) => [
    ...budgetFigures(budget.month),
    budgetKeys.months(),
    ...transactionLists(budget.month),
    transactionKeys.details(),
  ],
  categoryEdited: ({ budget }) => [
    ...budgetFigures(budget.month),
    ...transactionLists(budget.month),
    transactionKeys.details(),
  ],
  categoryDeleted: ({ budget }) => [
    ...budgetFigures(budget.month),
    ...transactionLists(budget.month),
    transactionKeys.details(),
  ],
  onboardingCompleted: () => [userKeys.current()],
  importUploaded: () => [],
  // An import's rows can fall in any month: every transaction list and budget, and the history.
  importConfirmed: () => [
    transactionKeys.all,
    financialAccountKeys.all,
    budgetKeys.all,
    importKeys.all,
    reportKeys.all,
    insightKeys.all,
  ],
  importUndone: () => [
    transactionKeys.all,
    financialAccountKeys.all,
    budgetKeys.all,
    importKeys.all,
    reportKeys.all,
    insightKeys.all,
  ],
  rulesChanged: () => [ruleKeys.all],
  // A category or type moves a row's amount between budget lines, never between accounts.
  ruleApplied: () => [
    transactionKeys.all,
    tagKeys.all,
    budgetKeys.all,
    reportKeys.all,
    insightKeys.all,
    goalKeys.all,
    planAheadKeys.all,
  ],
  insightDismissed: ({ month }) => [insightKeys.month(monthKey(month))],
  twoFactorChanged: () => [twoFactorKeys.all],
  passkeysChanged: () => [passkeyKeys.all],
  accessTokensChanged: () => [accessTokenKeys.all],
  webhooksChanged: () => [webhookKeys.all],
  recurringChanged: () => [
    recurringKeys.all,
    transactionKeys.all,
    financialAccountKeys.all,
    budgetKeys.all,
    reportKeys.all,
    insightKeys.all,
    goalKeys.all,
    planAheadKeys.all,
  ],
  goalsChanged: () => [goalKeys.all],
  // Every list shows an account's name on its rows and filters by account.
  // Net worth is the balances' history, so it follows every account write too.
  financialAccountsChanged: ({ budgetTouched }) =>
    budgetTouched
      ? everyFigure
      : [financialAccountKeys.all, transactionKeys.all, reportKeys.netWorthAll()],
  transferCreated: ({ date }, monthOf) => [
    ...budgetFigures(monthOf(date)),
    ...transactionLists(monthOf(date)),
  ],
  accountReconciled: () => everyFigure,
  carryOverChanged: () => [planAheadKeys.all],
  rolloverRefreshed: () => [budgetKeys.all, planAheadKeys.all],
  sessionsRevoked: () => [sessionKeys.all],
  // The empty key is a prefix of every key: whatever the account shows may be new.
  accountRestored: () => [[]],
  accountUpdated: () => [accountKeys.info(), userKeys.current()],
  ledgersChanged: () => [ledgerKeys.list()],
  // The list (each ledger's start day) and its previews, and every month's figures and rows.
  monthStartChanged: () => [ledgerKeys.all, ...everyFigure, recurringKeys.all],
  ledgerMembersChanged: ({ ledgerId }) => [ledgerKeys.members(ledgerId), ledgerKeys.list()],
  ledgerInvitationsChanged: ({ ledgerId }) => [ledgerKeys.invitations(ledgerId)],
  tagsChanged: () => [transactionKeys.all, tagKeys.all, reportKeys.tagsAll()],
  liveChange: ({ resource }) => liveChangeKeys[resource],
};

/**
 * Writes to the person rather than to a ledger. Every other write, and every live
 * change, leaves an entry in a ledger's activity log (decision 0049), so it also
 * refreshes the log: a new write is a ledger write unless it is named here.
 */
const personWrites = new Set<WriteKind>([
  'onboardingCompleted',
  'twoFactorChanged',
  'passkeysChanged',
  'accessTokensChanged',
  'webhooksChanged',
  'sessionsRevoked',
  'accountUpdated',
  'accountRestored',
]);

/** The log of the ledger the write names, else every cached log (only the one on screen refetches). */
function activityTouchedBy(write: Write): QueryKey[] {
  if (personWrites.has(write.kind)) return [];
  return ['ledgerId' in write ? activityKeys.ledger(write.ledgerId) : activityKeys.all];
}

function keysTouchedBy(write: Write, monthOf: MonthOf): QueryKey[] {
  const keys = (invalidationMap[write.kind] as (w: Write, m: MonthOf) => QueryKey[])(
    write,
    monthOf,
  );
  return [...keys, ...activityTouchedBy(write)];
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Marks every cache the write touched stale; the ones on screen refetch at once, the
 * others when next shown. `keep` names keys the caller has already set to the new state.
 */
export async function invalidateAfter(
  queryClient: QueryClient,
  write: Write,
  { keep = [] }: { keep?: readonly QueryKey[] } = {},
): Promise<void> {
  // Read per write: the start day may have changed since the last one.
  const startDay = cachedMonthStartDay(queryClient);
  const monthOf: MonthOf = (date) => budgetMonthOf(date, startDay);
  const keys = keysTouchedBy(write, monthOf).filter((key) => !keep.some((k) => sameKey(k, key)));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
