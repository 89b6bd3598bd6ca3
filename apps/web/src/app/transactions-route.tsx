import { useNavigate } from 'react-router';
import { ImportButton } from '../features/imports/components/import-button.tsx';
import { ImportDropZone } from '../features/imports/components/import-drop-zone.tsx';
import { importPagePath, type ImportRouteState } from '../features/imports/import-paths.ts';
import { TransactionsPage } from '../features/transactions/routes/transactions-page.tsx';

/**
 * The Transactions page with the import feature's Import button and drop zone. Composed
 * here so neither feature imports the other: files dropped on the page open the import page.
 */
export function TransactionsRoute() {
  const navigate = useNavigate();
  const openImport = (files: File[]) => {
    const state: ImportRouteState = { files };
    void navigate(importPagePath, { state });
  };
  return (
    <ImportDropZone onFiles={openImport}>
      <TransactionsPage headerActions={<ImportButton />} />
    </ImportDropZone>
  );
}
