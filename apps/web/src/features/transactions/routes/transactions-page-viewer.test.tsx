import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ledgerKeys } from '../../../entities/ledgers/keys.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const shared = '64b000000000000000000002';
const ledgersAs = (role: string) => ({
  ledgers: [
    {
      _id: '64b000000000000000000001',
      name: 'Personal',
      role: 'owner',
      personal: true,
      monthStartDay: 1,
    },
    { _id: shared, name: 'Family', role, personal: false, monthStartDay: 1 },
  ],
});

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

function show(role: string) {
  setSelectedLedgerId(shared);
  serveTransactions(makeTransactions(3), {
    override: (_call, url) =>
      url.pathname === '/api/ledgers' ? { status: 200, body: ledgersAs(role) } : undefined,
  });
  return renderWithProviders(
    <MemoryRouter>
      <TransactionsPage />
    </MemoryRouter>,
  ).queryClient;
}

const shown = () =>
  waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(3), {
    timeout: 10_000,
  });

describe('transactions page in a shared ledger', { timeout: 30_000 }, () => {
  it('shows a viewer the rows without New Transaction, edit or delete', async () => {
    const queryClient = show('viewer');
    await shown();
    // The role is known, not merely still loading.
    await waitFor(() => expect(queryClient.getQueryData(ledgerKeys.list())).toBeDefined());
    expect(screen.queryByRole('button', { name: 'New Transaction' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('gives an editor every write control', async () => {
    show('editor');
    await shown();
    expect(await screen.findByRole('button', { name: 'New Transaction' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(3);
  });
});
