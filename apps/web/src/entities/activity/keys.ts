import type { ActivityEntity } from '@elevate/shared/schemas/activity';

/** One page of a ledger's log; an absent filter means every kind of thing, or everyone. */
export type ActivityPage = { page: number; entity?: ActivityEntity; actor?: string };

/**
 * Query keys of GET /api/ledgers/{id}/activity. The ledger is in the key (it is in the
 * path, not only in the header), so a write can refresh one ledger's pages by prefix.
 */
export const activityKeys = {
  all: ['activity'] as const,
  /** Every page and filter of one ledger's log (the prefix of `page`). */
  ledger: (ledgerId: string) => ['activity', ledgerId] as const,
  page: (ledgerId: string, { page, entity, actor }: ActivityPage) =>
    ['activity', ledgerId, { page, entity: entity ?? null, actor: actor ?? null }] as const,
};
