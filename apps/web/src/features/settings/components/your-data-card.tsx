import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDownloadExport } from '../../../entities/account/export-files.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { RestoreSection } from './restore-section.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/**
 * 'Your data': download everything (JSON) or the transactions (CSV), restore a file, delete.
 * Downloads only read the open ledger, so a viewer keeps them; the restore decides for itself.
 */
export function YourDataCard() {
  const t = useT();
  const download = useDownloadExport();
  const [deleting, setDeleting] = useState(false);

  return (
    <Paper component="section" aria-labelledby="data-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="data-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.yourData.title')}
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('settings.yourData.intro')}
        </Typography>
        {download.isError && (
          <FormErrorAlert>
            {accountErrorText(download.error, t('settings.yourData.downloadFailed'))}
          </FormErrorAlert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate('json')}
            disabled={download.isPending}
          >
            {t('settings.yourData.downloadJson')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate('csv')}
            disabled={download.isPending}
          >
            {t('settings.yourData.downloadCsv')}
          </Button>
        </Stack>

        <RestoreSection />

        <Typography variant="subtitle2" component="h3">
          {t('settings.yourData.deleteTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.yourData.deleteIntro')}
        </Typography>
        <Box>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('settings.yourData.deleteButton')}
          </Button>
        </Box>
      </Stack>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
