import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useDeleteLedger, useUpdateLedger } from '../../../entities/ledgers/ledger-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ledgerErrorText } from '../ledger-messages.ts';
import { LedgerNameDialog } from './ledger-name-dialog.tsx';
import { MonthStartSetting } from './month-start-setting.tsx';

/**
 * The ledger's name, the caller's role and the day its budget months start on; the owner
 * renames or deletes it and sets the day.
 */
export function LedgerDetailsCard({ ledger }: { ledger: Ledger }) {
  const t = useT();
  const rename = useUpdateLedger();
  const remove = useDeleteLedger();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const owner = ledger.role === 'owner';

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {ledger.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(ledger.personal ? 'ledgers.details.personal' : 'ledgers.details.shared')} ·{' '}
          {t('ledgers.details.yourRole', { role: ledger.role })}
        </Typography>
        <Box sx={{ mb: owner ? 2 : 0 }}>
          <MonthStartSetting ledger={ledger} />
        </Box>
        {remove.isError && (
          <FormErrorAlert sx={{ mb: 2 }}>
            {ledgerErrorText(remove.error, t('ledgers.details.deleteFailed'))}
          </FormErrorAlert>
        )}
        {owner && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={() => {
                rename.reset();
                setRenaming(true);
              }}
            >
              {t('ledgers.details.rename')}
            </Button>
            {!ledger.personal && (
              <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                {t('ledgers.details.delete')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      <LedgerNameDialog
        open={renaming}
        title={t('ledgers.details.renameTitle')}
        submitLabel={t('ledgers.save')}
        initialName={ledger.name}
        busy={rename.isPending}
        error={
          rename.isError ? ledgerErrorText(rename.error, t('ledgers.details.renameFailed')) : null
        }
        onSubmit={(name) =>
          rename.mutate({ id: ledger._id, name }, { onSuccess: () => setRenaming(false) })
        }
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('ledgers.details.deleteTitle', { ledger: ledger.name })}
        confirmLabel={t('ledgers.details.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(ledger._id, { onSettled: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      >
        {t('ledgers.details.deleteText')}
      </ConfirmDialog>
    </Card>
  );
}
