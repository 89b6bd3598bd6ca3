import { useState } from 'react';
import { Button, List, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Webhook } from '@elevate/shared/schemas/webhooks';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useLedgers } from '../../../entities/ledgers/get-ledgers.ts';
import { useWebhooks } from '../../../entities/webhooks/get-webhooks.ts';
import { useDeleteWebhook } from '../../../entities/webhooks/webhook-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { webhookMessages as messages } from '../webhook-messages.ts';
import { CardLoadState } from './card-load-state.tsx';
import { NewWebhookDialog } from './new-webhook-dialog.tsx';
import { WebhookItem } from './webhook-item.tsx';

/** Webhooks: list them with their events and ledger, add one (secret shown once), test, delete. */
export function WebhooksCard() {
  const t = useT();
  const list = useWebhooks();
  const ledgers = useLedgers().data ?? [];
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const ledgerName = (id: string) => ledgers.find((ledger) => ledger._id === id)?.name;

  return (
    <Paper component="section" aria-labelledby="webhooks-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="webhooks-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.webhooks.title')}
      </Typography>
      <Stack spacing={2}>
        <Typography color="text.secondary">{messages.intro}</Typography>
        <CardLoadState
          query={list}
          loading={messages.loading}
          failed={messages.loadFailed}
          rows={1}
        />
        {remove.isError && (
          <FormErrorAlert onClose={() => remove.reset()}>
            {securityErrorMessage(remove.error, messages.deleteFailed)}
          </FormErrorAlert>
        )}
        {list.data?.length === 0 && <Typography color="text.secondary">{messages.none}</Typography>}
        {list.data && list.data.length > 0 && (
          <List aria-label={t('settings.webhooks.list')} disablePadding>
            {list.data.map((hook) => (
              <WebhookItem
                key={hook._id}
                hook={hook}
                ledgerName={ledgers.length > 1 ? ledgerName(hook.ledgerId) : undefined}
                disabled={remove.isPending}
                onDelete={() => setDeleting(hook)}
              />
            ))}
          </List>
        )}
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('settings.webhooks.add')}
          </Button>
        </div>
      </Stack>
      {adding && <NewWebhookDialog ledgers={ledgers} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.webhooks.deleteTitle')}
        confirmLabel={t('settings.common.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })
        }
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {deleting && messages.deleteQuestion(deleting.url)}
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
