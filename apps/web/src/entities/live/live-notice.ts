import type { ActivityEntity } from '@elevate/shared/schemas/activity';
import type { LiveChange } from '@elevate/shared/schemas/live';

const what: Record<ActivityEntity, string> = {
  transaction: 'a transaction',
  budget: 'a budget',
  category: 'a category',
  account: 'an account',
  'carry-over': 'a carry-over',
  import: 'an import',
  'import-rule': 'an import rule',
  recurring: 'a recurring transaction',
  goal: 'a goal',
  rule: 'a rule',
  insight: 'an insight',
  member: 'the members',
  invitation: 'the invitations',
  ledger: 'the ledger',
};

/** "Ann changed a transaction": who and what, never the amounts or the ids. */
export function liveNotice(change: LiveChange): string {
  return `${change.actor.name || 'Another member'} changed ${what[change.resource]}`;
}

/** One notice per window: a burst (an import, a busy partner) is one message, not a flood. */
export const noticeWindowMs = 3_000;

export function noticeThrottle(now: () => number = Date.now): (show: () => void) => void {
  let last = -Infinity;
  return (show) => {
    if (now() - last < noticeWindowMs) return;
    last = now();
    show();
  };
}
