import type { ActivityEntity } from '@elevate/shared/schemas/activity';
import type { LiveChange } from '@elevate/shared/schemas/live';
import { translate } from '../../lib/i18n/use-t.ts';

/** The sentence of each kind of change, its actor as {name}. */
const NOTICE_KEYS: Record<ActivityEntity, string> = {
  transaction: 'entities.live.transaction',
  budget: 'entities.live.budget',
  category: 'entities.live.category',
  account: 'entities.live.account',
  'carry-over': 'entities.live.carryOver',
  import: 'entities.live.import',
  'import-rule': 'entities.live.importRule',
  recurring: 'entities.live.recurring',
  goal: 'entities.live.goal',
  rule: 'entities.live.rule',
  insight: 'entities.live.insight',
  member: 'entities.live.member',
  invitation: 'entities.live.invitation',
  ledger: 'entities.live.ledger',
};

/** "Ann changed a transaction": who and what, never the amounts or the ids; in the app's language. */
export function liveNotice(change: LiveChange): string {
  const name = change.actor.name || translate('entities.live.anotherMember');
  return translate(NOTICE_KEYS[change.resource], { name });
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
