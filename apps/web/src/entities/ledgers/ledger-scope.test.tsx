import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { useBudgetMonths } from '../budgets/get-budget-months.ts';
import { reportKeys } from '../reports/keys.ts';
import { tagKeys } from '../tags/keys.ts';
import { userKeys } from '../user/keys.ts';
import { useCurrentUser } from '../user/get-current-user.ts';
import { setSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { resetLedgerData } from './ledger-scope.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

const shared = '64b000000000000000000001';
const personalMonth = '2026-01-01T00:00:00.000Z';
const sharedMonth = '2026-05-01T00:00:00.000Z';
const user = {
  id: 'u1',
  email: 'a@example.com',
  name: 'Ann',
  isVerified: true,
  hasCompletedOnboarding: true,
};

function Months() {
  const months = useBudgetMonths();
  const me = useCurrentUser();
  return (
    <>
      <p>{months.data ? `months: ${months.data.join(',')}` : 'months loading'}</p>
      <p>{me.data ? `user: ${me.data.name}` : 'user loading'}</p>
    </>
  );
}

describe('switching ledger', () => {
  it("never shows one ledger's cached data under another and refetches with the new header", async () => {
    let releaseShared: () => void = () => undefined;
    const sharedAnswered = new Promise<void>((resolve) => (releaseShared = resolve));
    const { calls, fetchMock } = installFakeFetch((call) => {
      if (call.url.endsWith('/api/auth/user')) return { status: 200, body: user };
      if (call.url.endsWith('/api/budgets/months') && !call.headers[LEDGER_HEADER]) {
        return { status: 200, body: [personalMonth] };
      }
      return undefined;
    });
    // The shared ledger's answer waits until the test lets it through.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const headers = new Headers(init?.headers);
      if (String(input).endsWith('/api/budgets/months') && headers.get(LEDGER_HEADER) === shared) {
        await sharedAnswered;
        return new Response(JSON.stringify([sharedMonth]), { status: 200 });
      }
      return answer(input, init);
    });

    renderWithProviders(<Months />);
    expect(await screen.findByText(`months: ${personalMonth}`)).toBeInTheDocument();
    expect(await screen.findByText('user: Ann')).toBeInTheDocument();
    const userCalls = calls.filter((call) => call.url.endsWith('/api/auth/user')).length;

    act(() => setSelectedLedgerId(shared));
    // While the shared ledger loads, the personal ledger's months are gone, not shown as its.
    expect(await screen.findByText('months loading')).toBeInTheDocument();
    expect(screen.queryByText(`months: ${personalMonth}`)).not.toBeInTheDocument();
    // The person's own data is not the ledger's: it stays.
    expect(screen.getByText('user: Ann')).toBeInTheDocument();

    releaseShared();
    expect(await screen.findByText(`months: ${sharedMonth}`)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/api/auth/user'))).toHaveLength(userCalls);

    act(() => setSelectedLedgerId(null));
    expect(await screen.findByText(`months: ${personalMonth}`)).toBeInTheDocument();
  });
});

describe('ledger data', () => {
  it("counts a ledger's tags and tag totals as its own: a switch drops them, not the user", async () => {
    const queryClient = new QueryClient();
    const tagTotals = reportKeys.tags('2026-01', '2026-06');
    queryClient.setQueryData(tagKeys.list(), [{ name: 'trip', count: 2 }]);
    queryClient.setQueryData(tagTotals, { tags: [] });
    queryClient.setQueryData(userKeys.current(), user);
    await resetLedgerData(queryClient);
    expect(queryClient.getQueryData(tagKeys.list())).toBeUndefined();
    expect(queryClient.getQueryData(tagTotals)).toBeUndefined();
    expect(queryClient.getQueryData(userKeys.current())).toEqual(user);
  });
});
