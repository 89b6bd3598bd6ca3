import { Box, Chip, Stack, Typography } from '@mui/material';
import type { WebhookDelivery } from '@elevate/shared/schemas/webhooks';
import { useWebhookDeliveries } from '../../../entities/webhooks/get-webhooks.ts';
import { useAppIntl, useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { DELIVERY_STATUS_LABELS, webhookMessages as messages } from '../webhook-messages.ts';
import { CardLoadState } from './card-load-state.tsx';

const STATUS_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

function outcome(d: WebhookDelivery, t: Translate, exactTime: (iso: string) => string): string {
  const parts = [t('settings.webhooks.attempts', { count: d.attempts })];
  if (d.responseStatus !== null) {
    parts.push(t('settings.webhooks.answer', { status: d.responseStatus }));
  }
  if (d.error) parts.push(d.error);
  if (d.nextAttemptAt && d.attempts > 0) {
    parts.push(t('settings.webhooks.nextTry', { time: exactTime(d.nextAttemptAt) }));
  }
  return parts.join(' · ');
}

type Props = { id: string; webhookId: string; note: string | null };

/** A webhook's latest deliveries: the event, when, its state and the receiver's answer. */
export function WebhookDeliveries({ id, webhookId, note }: Props) {
  const t = useT();
  const intl = useAppIntl();
  // The exact moment in the device's time zone ('Mar 5, 2026, 2:07 PM').
  const exactTime = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const log = useWebhookDeliveries(webhookId);
  return (
    <Box id={id} sx={{ pl: 4, pb: 2 }}>
      {note && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <CardLoadState
        query={log}
        loading={messages.deliveriesLoading}
        failed={messages.deliveriesFailed}
        rows={1}
      />
      {log.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {messages.noDeliveries}
        </Typography>
      )}
      {log.data && log.data.length > 0 && (
        <Stack
          component="ul"
          aria-label={t('settings.webhooks.deliveries')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {log.data.map((d) => (
            <Box component="li" key={d._id} sx={{ overflowWrap: 'anywhere' }}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLORS[d.status]}
                  label={DELIVERY_STATUS_LABELS[d.status]}
                />
                <Typography variant="body2" component="span">
                  {d.event}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary">
                  {exactTime(d.createdAt)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {outcome(d, t, exactTime)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
