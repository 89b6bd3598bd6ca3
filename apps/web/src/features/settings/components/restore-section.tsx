import { useRef } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRestoreAccount } from '../../../entities/account/export-files.ts';
import { useCurrentLedger, useLedgerRole } from '../../../entities/ledgers/get-ledgers.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { translate, useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';

/** Why a viewer has no restore button: it would write into the ledger they only read. */
export const restoreViewerText = (ledgerName: string) =>
  translate('settings.restore.viewer', { ledger: ledgerName });

/**
 * 'Restore from a file' in Your data. POST /api/account/restore writes into the tab's
 * selected ledger (decision 0049) and the server refuses a viewer's (403), so a viewer
 * reads why instead of getting a button. While a shared ledger's role loads the button
 * stays in place but disabled, so the card does not jump when the role comes.
 */
export function RestoreSection() {
  const t = useT();
  const restore = useRestoreAccount();
  const role = useLedgerRole();
  const { ledger } = useCurrentLedger({ enabled: false });
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('settings.restore.title')}
      </Typography>
      {role === 'viewer' ? (
        <Typography variant="body2" color="text.secondary">
          {restoreViewerText(ledger?.name ?? t('settings.restore.sharedLedger'))}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('settings.restore.intro')}
          </Typography>
          {restore.isSuccess && <Alert severity="success">{restore.data.message}</Alert>}
          {restore.isError && (
            <FormErrorAlert>
              {accountErrorText(restore.error, t('settings.restore.failed'))}
            </FormErrorAlert>
          )}
          <Box>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={t('settings.restore.fileLabel')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) restore.mutate(file);
              }}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={restore.isPending || role === undefined}
            >
              {restore.isPending ? t('settings.restore.restoring') : t('settings.restore.button')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
