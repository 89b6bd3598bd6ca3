import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { keepMine, removeWrite, useOutbox } from '../../../entities/transactions/outbox/outbox.ts';
import { queuedRow, type QueuedWrite } from '../../../entities/transactions/outbox/outbox-types.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const KIND_KEYS: Record<QueuedWrite['kind'], string> = {
  create: 'transactions.waiting.kindNew',
  update: 'transactions.waiting.kindEdit',
  delete: 'transactions.waiting.kindDelete',
};

function WaitingWrite({ write }: { write: QueuedWrite }) {
  const t = useT();
  const row = queuedRow(write);
  const what = t('transactions.waiting.what', {
    kind: t(KIND_KEYS[write.kind]),
    description: row.description,
  });
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{what}</Typography>
        <Typography color="text.secondary">{`${formatMoney(row.amount)} · ${row.date}`}</Typography>
        {write.conflict === undefined && (
          <>
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={t('transactions.waiting.chip')}
            />
            <Button
              size="small"
              aria-label={t('transactions.waiting.discardLabel', { what })}
              onClick={() => void removeWrite(write.key)}
            >
              {t('transactions.waiting.discard')}
            </Button>
          </>
        )}
      </Stack>
      {write.conflict !== undefined && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button color="inherit" size="small" onClick={() => void keepMine(write.key)}>
                {t('transactions.waiting.keepMine')}
              </Button>
              <Button
                color="inherit"
                size="small"
                aria-label={t('transactions.waiting.discardMineLabel', { what })}
                onClick={() => void removeWrite(write.key)}
              >
                {t('transactions.waiting.discardMine')}
              </Button>
            </Stack>
          }
        >
          {write.conflict}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The transaction writes this device keeps for want of a connection (decision 0062): each
 * waiting, or refused by the server for a reason the person settles (keep theirs over the
 * newer version, or discard it). Nothing shows while none wait.
 */
export function WaitingWrites() {
  const t = useT();
  const writes = useOutbox();
  if (writes.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="waiting-writes-title"
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="waiting-writes-title" variant="subtitle1" component="h2">
        {t('transactions.waiting.title', { count: writes.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('transactions.waiting.intro')}
      </Typography>
      <Box
        component="ul"
        aria-label={t('transactions.waiting.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {writes.map((write) => (
          <WaitingWrite key={write.key} write={write} />
        ))}
      </Box>
    </Paper>
  );
}
