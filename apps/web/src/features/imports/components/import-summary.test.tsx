import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { importSummaryText } from '../import-messages.ts';
import { makePreview } from '../test/import-fixtures.ts';
import { ImportSummary } from './import-summary.tsx';

const preview = makePreview(316, { fileName: 'march.ofx', format: 'ofx' });
const path = `/api/imports/${preview.importId}`;
const detail = {
  importId: preview.importId,
  fileName: 'march.ofx',
  format: 'ofx',
  status: 'confirmed',
  createdAt: '2026-03-02T10:00:00.000Z',
  confirmedAt: '2026-03-02T10:01:00.000Z',
  undoneAt: null,
  count: 316,
  imported: 312,
  skipped: 4,
  accountId: preview.accountId,
  remaining: 312,
  edited: 2,
};

function renderSummary(nextFile?: string) {
  const fake = installFakeFetch((call) => {
    if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'tok' } };
    if (call.url.endsWith(path) && call.method === 'GET') return { status: 200, body: detail };
    if (call.url.endsWith(path) && call.method === 'DELETE')
      return { status: 200, body: { removed: 312, edited: 2, restored: 0 } };
    return undefined;
  });
  const onNext = vi.fn();
  const view = renderWithProviders(
    <ImportSummary
      preview={preview}
      result={{ imported: 312, skipped: 4, linked: 0 }}
      duplicatesSkipped={4}
      nextFile={nextFile}
      onNext={onNext}
      onDone={vi.fn()}
    />,
  );
  return { ...fake, ...view, onNext };
}

describe('Import summary', { timeout: 30_000 }, () => {
  it("says '312 imported, 4 duplicates skipped' and names rows the user left out", () => {
    renderSummary();
    expect(screen.getByRole('status')).toHaveTextContent('312 imported, 4 duplicates skipped');
    expect(importSummaryText(10, 3, 1)).toBe('10 imported, 1 duplicate skipped, 2 left out');
  });

  it('undo asks first, says how many were edited since, then removes the batch', async () => {
    const { calls, queryClient } = renderSummary();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import of march.ofx' });
    expect(
      await within(dialog).findByText(
        'Undo this import? This removes the 312 transactions it created. 2 of them were edited since the import and will be removed too.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone: 312 transactions removed.')).toBeInTheDocument();
    // The success tick gives way to a sign that the import was undone.
    expect(screen.queryByTestId('import-succeeded')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-undone')).toBeInTheDocument();
    expect(screen.getByText('Undone')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This import was undone.');
    const undo = calls.find((c) => c.method === 'DELETE');
    expect(undo?.url).toContain(path);
    expect(undo?.headers['x-csrf-token']).toBe('tok');
    // The transactions and budgets caches refresh after the undo.
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
        expect.arrayContaining([['transactions'], ['budgets'], ['imports']]),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
  });

  it('cancelling the undo removes nothing; the next queued file is offered', async () => {
    const { calls, onNext } = renderSummary('april.qif');
    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/2 of them were edited/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Import next file: april.qif' }));
    expect(onNext).toHaveBeenCalled();
  });
});
