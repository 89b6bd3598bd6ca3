import { act, render, screen, waitFor } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@elevate/shared/schemas/live';
import { AppProviders } from '../../app/app-providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { setSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { SessionContext, type SessionValue } from '../../lib/session-context.ts';
import { setToken } from '../../lib/storage.ts';
import { installFakeEventStream } from '../../test/fake-event-stream.ts';
import { financialAccountKeys } from '../accounts/keys.ts';
import { budgetKeys } from '../budgets/keys.ts';
import { goalKeys } from '../goals/keys.ts';
import { ledgerKeys } from '../ledgers/keys.ts';
import { reportKeys } from '../reports/keys.ts';
import { ruleKeys } from '../rules/keys.ts';
import { transactionKeys } from '../transactions/keys.ts';
import { userKeys } from '../user/keys.ts';
import { useLiveUpdates } from './use-live-updates.ts';

const me = '64b0000000000000000000a1';
const shared = '64b0000000000000000000b2';
const personal = { _id: me, name: 'Mine', role: 'owner', personal: true, monthStartDay: 1 };

const change = (resource: LiveChange['resource'], userId: string, name: string): LiveChange => ({
  type: 'change',
  resource,
  ids: ['x1'],
  actor: { userId, name },
});

function Live() {
  useLiveUpdates({ enabled: true });
  return null;
}

function session(token: string | null): SessionValue {
  const status = token ? 'authenticated' : 'unauthenticated';
  const noop = () => undefined;
  return {
    token,
    status,
    login: noop,
    logout: noop,
    checkSession: async () => {},
    signedOutByServer: false,
    endedHere: false,
  };
}

const ui = (queryClient: QueryClient, token: string | null) => (
  <AppProviders queryClient={queryClient}>
    <SessionContext.Provider value={session(token)}>
      <Live />
    </SessionContext.Provider>
  </AppProviders>
);

const cached = {
  accounts: financialAccountKeys.list(),
  transactions: transactionKeys.month('2026-03'),
  budget: budgetKeys.month('2026-03'),
  report: reportKeys.summary('2026-01', '2026-03'),
  goals: goalKeys.list(),
  rules: ruleKeys.list(),
  user: userKeys.current(),
};

/** Signed in with the ledger list loaded, every cache above filled and fresh. */
async function start() {
  setToken('tok-1');
  const fake = installFakeEventStream((call) =>
    call.url.endsWith('/api/ledgers') ? { status: 200, body: { ledgers: [personal] } } : undefined,
  );
  const queryClient = createQueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true });
  const view = render(ui(queryClient, 'tok-1'));
  await waitFor(() => expect(queryClient.getQueryData(ledgerKeys.list())).toBeDefined());
  await waitFor(() => expect(fake.streams).toHaveLength(1));
  const stale = () =>
    Object.entries(cached)
      .filter(([, key]) => queryClient.getQueryState(key as QueryKey)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { ...fake, queryClient, view, stale };
}

describe('useLiveUpdates', () => {
  it("refreshes what another member's change touches and says who made it, once per burst", async () => {
    const { streams, stale } = await start();
    expect(streams[0]?.headers['x-ledger-id']).toBeUndefined();
    streams[0]?.send(change('transaction', 'u-ann', 'Ann'));
    await waitFor(() =>
      expect(stale()).toEqual(['accounts', 'budget', 'goals', 'report', 'transactions']),
    );
    expect(await screen.findByText('Ann changed a transaction')).toBeInTheDocument();

    streams[0]?.send(change('rule', 'u-bob', 'Bob'));
    await waitFor(() => expect(stale()).toContain('rules'));
    await act(async () => {});
    expect(screen.queryByText('Bob changed a rule')).not.toBeInTheDocument();
    expect(screen.getByText('Ann changed a transaction')).toBeInTheDocument();
  });

  it("refreshes the balances and every figure after another member's account change", async () => {
    const { streams, stale } = await start();
    streams[0]?.send(change('account', 'u-ann', 'Ann'));
    // It may have switched the account between on budget and tracking: the budget moves too.
    await waitFor(() =>
      expect(stale()).toEqual(['accounts', 'budget', 'goals', 'report', 'transactions']),
    );
    expect(await screen.findByText('Ann changed an account')).toBeInTheDocument();
  });

  it("refreshes quietly for the person's own change from another device", async () => {
    const { streams, stale } = await start();
    streams[0]?.send(change('goal', me, 'Me'));
    await waitFor(() => expect(stale()).toEqual(['goals']));
    await act(async () => {});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/changed/)).not.toBeInTheDocument();
  });

  it("skips the echo of this tab's own write, which already refreshed what it touched", async () => {
    const { streams, stale, queryClient } = await start();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve() })
      .execute(undefined);
    streams[0]?.send(change('transaction', me, 'Me'));
    streams[0]?.send(change('rule', 'u-ann', 'Ann'));
    await waitFor(() => expect(stale()).toEqual(['rules']));
  });

  it('opens again after the stream ends and refreshes all ledger data, which may have been missed', async () => {
    const { streams, stale } = await start();
    streams[0]?.end();
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 3_000 });
    await waitFor(() =>
      expect(stale()).toEqual(['accounts', 'budget', 'goals', 'report', 'rules', 'transactions']),
    );
  });

  it('reopens with the new ledger header on a switch and closes on sign-out', async () => {
    const { streams, view, queryClient } = await start();
    act(() => setSelectedLedgerId(shared));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[0]?.aborted).toBe(true);
    expect(streams[1]?.headers['x-ledger-id']).toBe(shared);
    expect(streams[1]?.headers.authorization).toBe('Bearer tok-1');

    view.rerender(ui(queryClient, null));
    expect(streams[1]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(streams).toHaveLength(2);
  });
});

describe('useLiveUpdates in tests', () => {
  it('stays closed unless a test turns it on', async () => {
    setToken('tok-1');
    const { calls } = installFakeEventStream(() => undefined);
    function Default() {
      useLiveUpdates();
      return null;
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <SessionContext.Provider value={session('tok-1')}>
          <Default />
        </SessionContext.Provider>
      </AppProviders>,
    );
    await act(async () => {});
    expect(calls.filter((call) => call.url.endsWith('/api/events'))).toEqual([]);
  });
});
