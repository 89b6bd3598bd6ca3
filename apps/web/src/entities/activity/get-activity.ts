import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityApi } from '@elevate/shared/contract/activity';
import { ACTIVITY_PAGE_SIZE, type ActivityEvent } from '@elevate/shared/schemas/activity';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { activityKeys, type ActivityPage } from './keys.ts';

/** GET /api/ledgers/{id}/activity: one page of entries, newest first. */
async function fetchActivity(
  ledgerId: string,
  { page, entity, actor }: ActivityPage,
  signal?: AbortSignal,
): Promise<ActivityEvent[]> {
  const body = await callEndpoint(activityApi.list, {
    params: { id: ledgerId },
    // The page size is sent rather than left to the server's default: a full page is
    // how the screen knows there may be older entries (the answer has no total).
    query: { page, limit: ACTIVITY_PAGE_SIZE, entity, actor },
    signal,
  });
  return body.events;
}

export const activityQuery = (ledgerId: string, page: ActivityPage) =>
  queryOptions({
    queryKey: activityKeys.page(ledgerId, page),
    queryFn: ({ signal }) => fetchActivity(ledgerId, page, signal),
  });

/**
 * A page of the ledger's log, which every member may read. While another page or
 * filter loads, the last one stays on screen (no flash of a skeleton), but never
 * another ledger's: one ledger's entries are not shown under another's name.
 */
export function useLedgerActivity(ledgerId: string | undefined, page: ActivityPage) {
  return useQuery({
    ...activityQuery(ledgerId ?? '', page),
    enabled: ledgerId !== undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === ledgerId ? keepPreviousData(previous) : undefined,
  });
}
