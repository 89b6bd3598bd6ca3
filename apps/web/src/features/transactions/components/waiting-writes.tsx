import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatUSD } from '@elevate/shared';
import { keepMine, removeWrite, useOutbox } from '../../../entities/transactions/outbox/outbox.ts';
import { queuedRow, type QueuedWrite } from '../../../entities/transactions/outbox/outbox-types.ts';

const KIND_LABELS = { create: 'New', update: 'Edit', delete: 'Delete' } as const;

export const waitingWritesMessages = {
  title: 'Waiting to sync',
  intro:
    'Made without a connection and kept on this device: they are sent in order, each once, ' +
    'as soon as Elevate can reach the server.',
  waiting: 'Waiting to sync',
} as const;

function WaitingWrite({ write }: { write: QueuedWrite }) {
  const row = queuedRow(write);
  const what = `${KIND_LABELS[write.kind]}: ${row.description}`;
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{what}</Typography>
        <Typography color="text.secondary">{`${formatUSD(row.amount)} · ${row.date}`}</Typography>
        {write.conflict === undefined && (
          <>
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={waitingWritesMessages.waiting}
            />
            <Button
              size="small"
              aria-label={`Discard: ${what}`}
              onClick={() => void removeWrite(write.key)}
            >
              Discard
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
                Keep mine
              </Button>
              <Button
                color="inherit"
                size="small"
                aria-label={`Discard mine: ${what}`}
                onClick={() => void removeWrite(write.key)}
              >
                Discard mine
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
        {`${waitingWritesMessages.title} (${writes.length})`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {waitingWritesMessages.intro}
      </Typography>
      <Box
        component="ul"
        aria-label="Changes waiting to sync"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {writes.map((write) => (
          <WaitingWrite key={write.key} write={write} />
        ))}
      </Box>
    </Paper>
  );
}
