import { useState } from 'react';
import { Box, Button, ListItem, ListItemText, Stack } from '@mui/material';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { Webhook } from '@elevate/shared/schemas/webhooks';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useSendTestEvent } from '../../../entities/webhooks/webhook-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { EVENT_LABELS, webhookMessages as messages } from '../webhook-messages.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

type Props = {
  hook: Webhook;
  /** The ledger's name, shown for someone in more than one ledger. */
  ledgerName: string | undefined;
  onDelete: () => void;
  disabled: boolean;
};

/**
 * One webhook: its address, what it hears, its actions and, when opened, its delivery
 * log. The buttons wrap under the address on a narrow phone instead of squeezing it.
 */
export function WebhookItem({ hook, ledgerName, onDelete, disabled }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const test = useSendTestEvent();
  const events = hook.events.map((event) => EVENT_LABELS[event]).join(', ');
  const logId = `webhook-log-${hook._id}`;
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <WebhookIcon sx={{ mt: 1, color: 'text.secondary' }} aria-hidden />
        <ListItemText
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          primary={hook.url}
          secondary={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {events}
              </Box>
              {ledgerName && (
                <Box component="span" sx={{ display: 'block' }}>
                  {t('settings.webhooks.ledgerLine', { name: ledgerName })}
                </Box>
              )}
            </>
          }
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', pl: 4, pb: 1 }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('settings.webhooks.hideDeliveries') : t('settings.webhooks.deliveries')}
        </Button>
        <Button
          size="small"
          disabled={test.isPending}
          onClick={() => {
            setOpen(true);
            test.mutate(hook._id);
          }}
        >
          {t('settings.webhooks.sendTest')}
        </Button>
        <Button
          color="error"
          size="small"
          aria-label={t('settings.webhooks.deleteNamed', { url: hook.url })}
          disabled={disabled}
          onClick={onDelete}
        >
          {t('settings.common.delete')}
        </Button>
      </Stack>
      {test.isError && (
        <FormErrorAlert sx={{ ml: 4, mb: 1 }} onClose={() => test.reset()}>
          {securityErrorMessage(test.error, messages.testFailed)}
        </FormErrorAlert>
      )}
      {open && (
        <WebhookDeliveries
          id={logId}
          webhookId={hook._id}
          note={test.isSuccess ? messages.testSent : null}
        />
      )}
    </ListItem>
  );
}
