import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { connectLive } from '../../lib/live-connection.ts';
import { useNotify } from '../../lib/notification-context.ts';
import { useSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { useSession } from '../../lib/session-context.ts';
import { useOwnMemberId } from '../ledgers/get-ledgers.ts';
import { invalidateLedgerData } from '../ledgers/ledger-scope.ts';
import { invalidateAfter } from '../invalidation.ts';
import { liveNotice, noticeThrottle } from './live-notice.ts';

// Tests render the shell with a fake server that has no stream; the ones about live
// updates turn them on themselves.
const openByDefault = import.meta.env.MODE !== 'test';

/** How long after this tab's own write an own change is taken to be that write's echo. */
const ownEchoMs = 3_000;

/**
 * Whether this tab wrote moments ago: its mutation has already refreshed what it
 * touched, so the server's echo of it need not refetch everything again.
 */
function wroteJustNow(queryClient: QueryClient): boolean {
  const since = Date.now() - ownEchoMs;
  return queryClient
    .getMutationCache()
    .getAll()
    .some(({ state }) => state.status === 'pending' || state.submittedAt >= since);
}

/**
 * While signed in, keeps the selected ledger's change stream open (decision 0049): each
 * change refreshes the data it touches, and another member's change is announced.
 * Reopened on a switch of ledger, closed on sign-out.
 */
export function useLiveUpdates({ enabled = openByDefault }: { enabled?: boolean } = {}): void {
  const { token } = useSession();
  const ledgerId = useSelectedLedgerId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const ownId = useOwnMemberId();
  // Read when a change arrives, so a late ledger list does not reopen the stream.
  const latest = useRef({ notify, ownId });
  useEffect(() => {
    latest.current = { notify, ownId };
  }, [notify, ownId]);

  useEffect(() => {
    if (!enabled || !token) return undefined;
    const throttled = noticeThrottle();
    return connectLive({
      onChange: (change) => {
        const { notify: show, ownId: self } = latest.current;
        const own = self !== undefined && change.actor.userId === self;
        if (own && wroteJustNow(queryClient)) return;
        void invalidateAfter(queryClient, { kind: 'liveChange', resource: change.resource });
        // Own changes from another device refresh quietly; an unknown self stays quiet too.
        if (self !== undefined && !own) throttled(() => show(liveNotice(change)));
      },
      onReconnect: () => void invalidateLedgerData(queryClient),
    });
    // The API client adds the selected ledger's header itself: `ledgerId` only says when to reopen.
  }, [enabled, token, ledgerId, queryClient]);
}
