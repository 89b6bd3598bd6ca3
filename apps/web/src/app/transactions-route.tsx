import { useNavigate } from 'react-router';
import { useCanWriteLedger } from '../entities/ledgers/get-ledgers.ts';
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
  // A viewer of a shared ledger gets neither the Import button nor the drop zone (decision 0049).
  const canWrite = useCanWriteLedger();
  const openImport = (files: File[]) => {
    const state: ImportRouteState = { files };
    void navigate(importPagePath, { state });
  };
  if (!canWrite) return <TransactionsPage />;
  return (
    <ImportDropZone onFiles={openImport}>
      <TransactionsPage headerActions={<ImportButton />} />
    </ImportDropZone>
  );
}
