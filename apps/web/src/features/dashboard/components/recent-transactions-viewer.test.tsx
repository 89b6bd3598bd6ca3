import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RecentTransactions } from './recent-transactions.tsx';

const shared = '64b000000000000000000002';

function show(role: string | null) {
  const { calls } = installFakeFetch((call) =>
    call.url.endsWith('/api/ledgers')
      ? {
          status: 200,
          body: {
            ledgers: [{ _id: shared, name: 'Family', role, personal: false, monthStartDay: 1 }],
          },
        }
      : undefined,
  );
  if (role) setSelectedLedgerId(shared);
  renderWithProviders(
    <MemoryRouter>
      <RecentTransactions
        transactions={[]}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        hasMore={false}
        loadingMore={false}
        filterName={null}
        onShowMore={() => undefined}
        onAdd={() => undefined}
      />
    </MemoryRouter>,
  );
  return calls;
}

describe("dashboard's recent transactions by ledger role", () => {
  it('offers Add New Transaction in the personal ledger without asking for the ledger list', () => {
    const calls = show(null);
    expect(screen.getByRole('button', { name: 'Add New Transaction' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("offers it to a shared ledger's editor once the role is known", async () => {
    show('editor');
    expect(await screen.findByRole('button', { name: 'Add New Transaction' })).toBeInTheDocument();
  });

  it('never shows it to a viewer, not even while the role loads', async () => {
    const calls = show('viewer');
    expect(screen.queryByRole('button', { name: 'Add New Transaction' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Recent Transactions' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.url)).toEqual(['/api/ledgers']);
    expect(screen.queryByRole('button', { name: 'Add New Transaction' })).not.toBeInTheDocument();
  });
});
