import type { Query } from '@tanstack/react-query';
import { accountKeys } from './account/keys.ts';
import { financialAccountKeys } from './accounts/keys.ts';
import { activityKeys } from './activity/keys.ts';
import { budgetKeys } from './budgets/keys.ts';
import { goalKeys } from './goals/keys.ts';
import { importKeys } from './imports/keys.ts';
import { insightKeys } from './insights/keys.ts';
import { ledgerKeys } from './ledgers/keys.ts';
import { planAheadKeys } from './plan-ahead/keys.ts';
import { recurringKeys } from './recurring/keys.ts';
import { reportKeys } from './reports/keys.ts';
import { ruleKeys } from './rules/keys.ts';
import { tagKeys } from './tags/keys.ts';
import { transactionKeys } from './transactions/keys.ts';
import { userKeys } from './user/keys.ts';

/**
 * The caches kept on this device for offline reading (decision 0059): the person's money
 * data. Security settings (sessions, passkeys, two-factor, access tokens) and the support
 * configuration are always read live; a new entity stays live unless it is named here.
 */
const offlineRoots = new Set<unknown>(
  [
    userKeys,
    accountKeys,
    financialAccountKeys,
    activityKeys,
    budgetKeys,
    goalKeys,
    importKeys,
    insightKeys,
    ledgerKeys,
    planAheadKeys,
    recurringKeys,
    reportKeys,
    ruleKeys,
    tagKeys,
    transactionKeys,
  ].map((keys) => keys.all[0]),
);

/** Only answers the server gave: a failed or pending query has nothing worth keeping. */
export function isOfflineReadable(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && offlineRoots.has(query.queryKey[0]);
}
