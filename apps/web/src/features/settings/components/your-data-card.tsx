import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDownloadExport } from '../../../entities/account/export-files.ts';
import { accountErrorText } from '../account-messages.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { RestoreSection } from './restore-section.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/**
 * 'Your data': download everything (JSON) or the transactions (CSV), restore a file, delete.
 * Downloads only read the open ledger, so a viewer keeps them; the restore decides for itself.
 */
export function YourDataCard() {
  const download = useDownloadExport();
  const [deleting, setDeleting] = useState(false);

  return (
    <Paper component="section" aria-labelledby="data-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="data-heading" variant="h6" component="h2" gutterBottom>
        Your data
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Download everything your account holds (profile, settings, budgets and transactions) as a
          JSON file you can restore later, or your transactions as a CSV file for a spreadsheet.
        </Typography>
        {download.isError && (
          <FormErrorAlert>
            {accountErrorText(download.error, 'Failed to download your data. Please try again.')}
          </FormErrorAlert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate('json')}
            disabled={download.isPending}
          >
            Download my data
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate('csv')}
            disabled={download.isPending}
          >
            Download transactions (CSV)
          </Button>
        </Stack>

        <RestoreSection />

        <Typography variant="subtitle2" component="h3">
          Delete account
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Deletes your account and everything it holds, and signs out every device. This cannot be
          undone: download your data first if you may want it back.
        </Typography>
        <Box>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </Box>
      </Stack>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
