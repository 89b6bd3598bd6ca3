import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { brokerage, card, checking, oldCash, serveAccounts } from '../test/fake-accounts-api.ts';
import { AccountsSummaryCard } from './accounts-summary-card.tsx';

beforeEach(() => clearCsrfToken());

const show = () =>
  renderWithProviders(
    <MemoryRouter>
      <AccountsSummaryCard />
    </MemoryRouter>,
  );

describe("the dashboard's Accounts card", { timeout: 20_000 }, () => {
  it('shows each open account with its balance, the net worth and the way to the Accounts page', async () => {
    serveAccounts([brokerage, checking, card, oldCash]);
    show();
    const region = within(await screen.findByRole('region', { name: 'Accounts' }));
    const rows = await region.findAllByRole('listitem');
    // In the Accounts page's order: budget accounts, then tracking ones; closed ones left out.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Main account$1,250.50',
      'Visa-$320.25',
      'Brokerage$10,000.00',
    ]);
    expect(region.getByTestId('accounts-net-worth')).toHaveTextContent('$10,930.25');
    expect(region.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/accounts');
  });

  it('shows placeholders until the accounts arrive, never a guessed balance', async () => {
    installFakeFetch(() => undefined).fetchMock.mockImplementation(() => new Promise(() => {}));
    show();
    expect(await screen.findByRole('progressbar', { name: 'Loading accounts' })).toBeVisible();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('keeps to a few rows and says how many more there are', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      sampleAccount({
        _id: `acc00000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
        name: `Account ${i + 1}`,
        isDefault: i === 0,
      }),
    );
    serveAccounts(many);
    show();
    const region = within(await screen.findByRole('region', { name: 'Accounts' }));
    expect(await region.findAllByRole('listitem')).toHaveLength(8);
    expect(region.getByText('and 3 more on the Accounts page')).toBeInTheDocument();
  });
});
