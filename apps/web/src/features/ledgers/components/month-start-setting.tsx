import { useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { MONTH_START_DAY_MAX, MONTH_START_DAY_MIN } from '@elevate/shared';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { useUpdateLedger } from '../../../entities/ledgers/ledger-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNotify } from '../../../lib/notification-context.ts';
import { ledgerErrorText } from '../ledger-messages.ts';
import { monthStartHelp } from '../month-start-messages.ts';
import { MonthStartDialog } from './month-start-dialog.tsx';

const DAYS = Array.from(
  { length: MONTH_START_DAY_MAX - MONTH_START_DAY_MIN + 1 },
  (_, i) => MONTH_START_DAY_MIN + i,
);

/**
 * The ledger's 'Budget month starts on day' (1-28). The owner picks a day, reads what it
 * would move and saves; the bar then offers Undo, which sets the old day back (the server
 * moves every row back exactly). Other members read it.
 */
export function MonthStartSetting({ ledger }: { ledger: Ledger }) {
  const t = useT();
  const update = useUpdateLedger();
  const notify = useNotify();
  const [pending, setPending] = useState<number | null>(null);
  const current = ledger.monthStartDay;

  if (ledger.role !== 'owner') {
    return (
      <Box>
        <Typography>{t('ledgers.monthStart.readOnly', { day: current })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {monthStartHelp(current, t)}
        </Typography>
      </Box>
    );
  }

  // mutateAsync: the bar's Undo may be taken after this page is left, and still reports back.
  const setDay = (day: number) => update.mutateAsync({ id: ledger._id, monthStartDay: day });

  const undo = (day: number) =>
    setDay(day).then(
      () => notify(t('ledgers.monthStart.undone', { day }), 'success'),
      (error: unknown) =>
        notify(ledgerErrorText(error, t('ledgers.monthStart.undoFailed')), 'error'),
    );

  const save = () => {
    if (pending === null) return;
    const previous = current;
    const day = pending;
    setDay(day).then(
      () => {
        setPending(null);
        notify(t('ledgers.monthStart.saved', { day }), 'success', {
          label: t('ledgers.monthStart.undo'),
          onClick: () => void undo(previous),
        });
      },
      // The dialog shows the mutation's error and stays open.
      () => undefined,
    );
  };

  return (
    <>
      <TextField
        select
        label={t('ledgers.monthStart.label')}
        value={current}
        disabled={update.isPending}
        onChange={(event) => {
          const day = Number(event.target.value);
          if (day === current) return;
          update.reset();
          setPending(day);
        }}
        helperText={monthStartHelp(current, t)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        }}
      >
        {DAYS.map((day) => (
          <MenuItem key={day} value={day}>
            {day}
          </MenuItem>
        ))}
      </TextField>
      <MonthStartDialog
        ledgerId={ledger._id}
        day={pending}
        saving={update.isPending}
        error={
          pending !== null && update.isError
            ? ledgerErrorText(update.error, t('ledgers.monthStart.saveFailed'))
            : null
        }
        onSave={save}
        onClose={() => setPending(null)}
      />
    </>
  );
}
