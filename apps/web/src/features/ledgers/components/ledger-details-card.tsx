import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useDeleteLedger, useRenameLedger } from '../../../entities/ledgers/ledger-writes.ts';
import { ledgerErrorText, roleLabels } from '../ledger-messages.ts';
import { LedgerNameDialog } from './ledger-name-dialog.tsx';

/** The ledger's name and the caller's role; the owner renames or deletes it. */
export function LedgerDetailsCard({ ledger }: { ledger: Ledger }) {
  const rename = useRenameLedger();
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
          {ledger.personal ? 'Your personal ledger' : 'Shared ledger'} · You are{' '}
          {roleLabels[ledger.role].toLowerCase()}
        </Typography>
        {remove.isError && (
          <FormErrorAlert sx={{ mb: 2 }}>
            {ledgerErrorText(remove.error, 'Could not delete the ledger.')}
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
              Rename
            </Button>
            {!ledger.personal && (
              <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                Delete ledger
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      <LedgerNameDialog
        open={renaming}
        title="Rename ledger"
        submitLabel="Save"
        initialName={ledger.name}
        busy={rename.isPending}
        error={
          rename.isError ? ledgerErrorText(rename.error, 'Could not rename the ledger.') : null
        }
        onSubmit={(name) =>
          rename.mutate({ id: ledger._id, name }, { onSuccess: () => setRenaming(false) })
        }
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={`Delete ${ledger.name}?`}
        confirmLabel="Delete ledger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(ledger._id, { onSettled: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      >
        Every transaction, budget, import and goal in this ledger is deleted for all its members.
        This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
