import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LedgerRoleName } from '@elevate/shared/schemas/ledgers';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { roleRendered, serveSharedLedger } from '../../../test/shared-ledger.ts';
import { restoreViewerText } from './restore-section.tsx';
import { YourDataCard } from './your-data-card.tsx';

function show(role: LedgerRoleName) {
  serveSharedLedger(role, () => undefined);
  return renderWithProviders(<YourDataCard />).queryClient;
}

const restoreButton = () => screen.queryByRole('button', { name: 'Restore from a file' });

describe('Your data in a shared ledger by role', () => {
  it("gives an editor the restore, disabled only until the editor's role is known", async () => {
    show('editor');
    expect(restoreButton()).toBeDisabled();
    await waitFor(() => expect(restoreButton()).toBeEnabled());
    expect(screen.getByLabelText('Export file to restore')).toBeInTheDocument();
  });

  it('tells a viewer why there is no restore, and keeps the downloads', async () => {
    const queryClient = show('viewer');
    await roleRendered(queryClient);
    expect(screen.getByRole('heading', { name: 'Restore from a file' })).toBeInTheDocument();
    expect(screen.getByText(restoreViewerText('Family'))).toBeInTheDocument();
    expect(restoreButton()).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Export file to restore')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download transactions (CSV)' })).toBeEnabled();
  });
});
