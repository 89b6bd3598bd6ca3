import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import type { ImportSummary } from '@elevate/shared/schemas/imports';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { useImportHistory } from '../../../entities/imports/get-imports.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { formatShortDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatLabels } from '../import-messages.ts';
import { UndoImportDialog } from './undo-import-dialog.tsx';

type HistoryLineProps = {
  entry: ImportSummary;
  /** The name of the account its rows went into, with more than one account to tell apart. */
  account?: string;
  onUndo?: () => void;
};

/** Without `onUndo` (a viewer, whose undo the server refuses) the line only reports. */
function HistoryLine({ entry, account, onUndo }: HistoryLineProps) {
  const t = useT();
  const facts = {
    when: formatShortDate(entry.confirmedAt ?? entry.createdAt),
    format: formatLabels[entry.format],
    imported: entry.imported,
    skipped: entry.skipped,
  };
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2" noWrap title={entry.fileName} sx={{ fontWeight: 500 }}>
          {entry.fileName}
        </Typography>
        {entry.status === 'undone' ? (
          <Chip label={t('imports.undone')} size="small" />
        ) : onUndo ? (
          <Button
            size="small"
            color="error"
            onClick={onUndo}
            aria-label={t('imports.history.undoLabel', { fileName: entry.fileName })}
          >
            {t('imports.history.undo')}
          </Button>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {account
          ? t('imports.history.lineInto', { ...facts, account })
          : t('imports.history.line', facts)}
      </Typography>
    </ListItem>
  );
}

/** Confirmed imports, newest first, each with its 'Undo' for those who may write the ledger. */
export function ImportHistory() {
  const t = useT();
  const history = useImportHistory();
  // A viewer sees what was imported but undoes nothing (the server answers 403).
  const canWrite = useCanWriteLedger();
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const entries = (history.data ?? []).filter((entry) => entry.status !== 'pending');
  const accounts = useFinancialAccounts().data ?? [];
  const accountName = (id: string | null) =>
    accounts.length > 1 ? accounts.find((account) => account._id === id)?.name : undefined;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
      <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('imports.history.title')}
      </Typography>
      {history.isPending && <Skeleton variant="rectangular" height={64} aria-hidden />}
      {history.isError && <Alert severity="error">{t('imports.history.loadFailed')}</Alert>}
      {history.isSuccess && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('imports.history.empty')}
        </Typography>
      )}
      {entries.length > 0 && (
        <List
          dense
          aria-label={t('imports.history.list')}
          sx={{ maxHeight: 360, overflowY: 'auto' }}
        >
          {entries.map((entry) => (
            <HistoryLine
              key={entry.importId}
              entry={entry}
              account={accountName(entry.accountId)}
              onUndo={canWrite ? () => setUndoing(entry) : undefined}
            />
          ))}
        </List>
      )}
      {undoing && (
        <UndoImportDialog
          importId={undoing.importId}
          fileName={undoing.fileName}
          onClose={() => setUndoing(null)}
          onUndone={() => setUndoing(null)}
        />
      )}
    </Paper>
  );
}
