import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { sampleAccount } from '../../../test/account-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { ImportHistory } from './import-history.tsx';
import { noRulesViewerText, RulesList } from './rules-list.tsx';

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
const rule = {
  _id: '65f0c0ffee0000000000beef',
  contains: 'AMAZON',
  category: 'Shopping',
  type: 'expense',
  createdAt: '2026-03-01T10:00:00.000Z',
};

function show(role: LedgerRoleName, rules: unknown[] = [rule], accounts = [sampleAccount()]) {
  serveSharedLedger(role, ({ url }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/imports') return { status: 200, body: { imports: [confirmed] } };
    if (path === '/api/accounts') return { status: 200, body: { accounts } };
    if (path === '/api/import-rules') return { status: 200, body: { rules } };
    return undefined;
  });
  const { queryClient } = renderWithProviders(
    <>
      <ImportHistory />
      <RulesList />
    </>,
  );
  return queryClient;
}

describe("the import page's history and rules by ledger role", () => {
  it('gives an editor Undo and the rule controls', async () => {
    show('editor');
    expect(await screen.findByRole('button', { name: 'Undo march.ofx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New rule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit rule AMAZON' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete rule AMAZON' })).toBeInTheDocument();
  });

  it('shows a viewer the history and the rules with no Undo, add, edit or delete', async () => {
    const queryClient = show('viewer');
    expect(await screen.findByText('march.ofx')).toBeInTheDocument();
    expect(await screen.findByText(/Description contains 'AMAZON'/)).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.getByText(/OFX · 312 imported · 4 skipped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /undo/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit rule/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete rule/i })).not.toBeInTheDocument();
  });

  it('names the account a line went into when the ledger has more than one', async () => {
    const visa = sampleAccount({ _id: confirmed.accountId, name: 'Visa', isDefault: false });
    show('editor', [rule], [sampleAccount(), visa]);
    expect(await screen.findByText(/OFX · into Visa · 312 imported/)).toBeInTheDocument();
  });

  it('tells a viewer with no rules yet that they can view but not add them', async () => {
    const queryClient = show('viewer', []);
    await roleRendered(queryClient);
    expect(await screen.findByText(noRulesViewerText)).toBeInTheDocument();
  });
});
