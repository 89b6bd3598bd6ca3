import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { ImportHistory } from './import-history.tsx';
import { RulesLink } from './rules-link.tsx';

const confirmed = {
  importId: '65f0c0ffee0000000000abcd',
  fileName: 'march.ofx',
  format: 'ofx',
  status: 'confirmed',
  createdAt: '2026-03-02T10:00:00.000Z',
  confirmedAt: '2026-03-02T10:01:00.000Z',
  undoneAt: null,
  count: 316,
  imported: 312,
  skipped: 4,
  accountId: 'acc00000-0000-4000-8000-000000000002',
};
function show(role: LedgerRoleName, accounts = [sampleAccount()]) {
  serveSharedLedger(role, ({ url }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/imports') return { status: 200, body: { imports: [confirmed] } };
    if (path === '/api/accounts') return { status: 200, body: { accounts } };
    return undefined;
  });
  const { queryClient } = renderWithProviders(
    <MemoryRouter>
      <ImportHistory />
      <RulesLink />
    </MemoryRouter>,
  );
  return queryClient;
}

describe("the import page's history and rules link by ledger role", () => {
  it('gives an editor Undo and the way to the rules', async () => {
    show('editor');
    expect(await screen.findByRole('button', { name: 'Undo march.ofx' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage rules' })).toHaveAttribute('href', '/rules');
  });

  it('shows a viewer the history with no Undo, and the way to the rules', async () => {
    const queryClient = show('viewer');
    expect(await screen.findByText('march.ofx')).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.getByText(/OFX · 312 imported · 4 skipped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /undo/i })).not.toBeInTheDocument();
    // The rules are read on their own screen, where a viewer gets no write buttons either.
    expect(screen.getByRole('link', { name: 'Manage rules' })).toHaveAttribute('href', '/rules');
  });

  it('names the account a line went into when the ledger has more than one', async () => {
    const visa = sampleAccount({ _id: confirmed.accountId, name: 'Visa', isDefault: false });
    show('editor', [sampleAccount(), visa]);
    expect(await screen.findByText(/OFX · into Visa · 312 imported/)).toBeInTheDocument();
  });
});
