import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgersApi } from '@elevate/shared/contract/ledgers';
import type { MonthStartPreview } from '@elevate/shared/schemas/ledgers';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { ledgerKeys } from './keys.ts';

/** GET /api/ledgers/{id}/month-start-preview?day=N (owner): nothing is saved. */
function fetchMonthStartPreview(
  ledgerId: string,
  day: number,
  signal?: AbortSignal,
): Promise<MonthStartPreview> {
  return callEndpoint(ledgersApi.monthStartPreview, {
    params: { id: ledgerId },
    query: { day },
    signal,
  });
}

export const monthStartPreviewQuery = (ledgerId: string, day: number) =>
  queryOptions({
    queryKey: ledgerKeys.monthStartPreview(ledgerId, day),
    queryFn: ({ signal }) => fetchMonthStartPreview(ledgerId, day, signal),
    // Asked for each time the question is put: rows added since the last one move too.
    staleTime: 0,
  });

/** The preview of `day` for the ledger; nothing is asked while `day` is null (no choice pending). */
export function useMonthStartPreview(ledgerId: string, day: number | null) {
  return useQuery({ ...monthStartPreviewQuery(ledgerId, day ?? 0), enabled: day !== null });
}
