import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreviewResponse } from '@elevate/shared/schemas/imports';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makePreview } from '../test/import-fixtures.ts';
import { ImportSummary } from './import-summary.tsx';

const CARD_ID = '0f0f0f0f-0000-4000-8000-00000000000c';
const reconcilePath = `/api/accounts/${CARD_ID}/reconcile`;
const withBalance = makePreview(3, {
  fileName: 'may.ofx',
  format: 'ofx',
  accountId: CARD_ID,
  statementBalance: { amount: 1235.65, date: '2026-05-31' },
});

/** The summary of a confirmed import; the reconcile answers `answers` in turn. */
function renderSummary(
  preview: ImportPreviewResponse,
  answers: { status: number; body: unknown }[],
) {
  const fake = installFakeFetch((call) => {
    if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'tok' } };
    if (call.url.endsWith(reconcilePath) && call.method === 'POST') return answers.shift();
    return undefined;
  });
  const view = renderWithProviders(
    <ImportSummary
      preview={preview}
      result={{ imported: 3, skipped: 0, linked: 0 }}
      duplicatesSkipped={0}
      onNext={vi.fn()}
      onDone={vi.fn()}
    />,
  );
  return { ...fake, ...view };
}

const reconciles = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.endsWith(reconcilePath)).map((call) => call.body);

describe('reconciling with the statement after an import', { timeout: 30_000 }, () => {
  it('is not offered when the file gave no closing balance', () => {
    renderSummary(makePreview(3), []);
    expect(screen.getByRole('status')).toHaveTextContent('3 imported');
    expect(screen.queryByRole('button', { name: 'Reconcile with the statement' })).toBeNull();
  });

  it("sends the statement's date and balance for the import's account and says it matches", async () => {
    const { calls, queryClient } = renderSummary(withBalance, [
      { status: 200, body: { difference: 0, reconciled: 3 } },
    ]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByText(/The statement closes at/)).toHaveTextContent(
      'The statement closes at $1,235.65 on May 31, 2026.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile with the statement' }));
    expect(
      await screen.findByText(/Reconciled: the cleared balance matches the statement/),
    ).toHaveTextContent('3 transactions are now locked.');
    expect(reconciles(calls)).toEqual([{ statementDate: '2026-05-31', statementBalance: 1235.65 }]);
    expect(calls.find((call) => call.url.endsWith(reconcilePath))?.headers['x-csrf-token']).toBe(
      'tok',
    );
    // The balances and the lists (rows are now reconciled) refresh.
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
        expect.arrayContaining([['accounts'], ['transactions']]),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Reconcile with the statement' })).toBeNull();
  });

  it('shows the difference of a 409, then reconciles with an adjustment when asked', async () => {
    const { calls } = renderSummary(withBalance, [
      {
        status: 409,
        body: { msg: 'The cleared balance differs from the statement', difference: -12.5 },
      },
      { status: 200, body: { difference: 0, reconciled: 4 } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile with the statement' }));
    expect(await screen.findByText(/differs from the statement by/)).toHaveTextContent(
      'The cleared balance up to May 31, 2026 differs from the statement by -$12.50.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Reconcile with an adjustment of -$12.50' }),
    );
    expect(
      await screen.findByText(/Reconciled with an adjustment of -\$12\.50\./),
    ).toHaveTextContent('4 transactions are now locked.');
    expect(reconciles(calls)).toEqual([
      { statementDate: '2026-05-31', statementBalance: 1235.65 },
      { statementDate: '2026-05-31', statementBalance: 1235.65, adjust: true },
    ]);
  });

  it('names the problem when the account is gone', async () => {
    renderSummary(withBalance, [{ status: 404, body: { msg: 'Account not found' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile with the statement' }));
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
  });
});
