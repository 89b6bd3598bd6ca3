import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { ledgerKeys } from '../entities/ledgers/keys.ts';
import { setSelectedLedgerId } from '../lib/selected-ledger.ts';
import { installFakeFetch, type FakeCall } from './fake-fetch.ts';

export const sharedLedgerId = '64b000000000000000000002';

type Reply = { status: number; body?: unknown } | Error;

/**
 * Puts the tab in a shared ledger, 'Family', where the caller has `role`: GET /api/ledgers
 * says so, every other call is answered by `handler` (undefined: 404).
 */
export function serveSharedLedger(
  role: LedgerRoleName,
  handler: (call: FakeCall) => Reply | undefined,
) {
  const fake = installFakeFetch((call) =>
    new URL(call.url, 'http://localhost').pathname === '/api/ledgers'
      ? {
          status: 200,
          body: {
            ledgers: [
              { _id: sharedLedgerId, name: 'Family', role, personal: false, monthStartDay: 1 },
            ],
          },
        }
      : handler(call),
  );
  setSelectedLedgerId(sharedLedgerId);
  return fake;
}

/**
 * Waits until the caller's role is known and rendered. A shared ledger's write controls
 * are hidden while the role loads, so a missing control proves nothing before this.
 */
export async function roleRendered(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.getQueryData(ledgerKeys.list())).toBeDefined());
  // The query's observers are told on a timer: let that render happen inside act().
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
