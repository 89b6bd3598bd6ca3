import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { formatShortDate, formatUSD } from '@elevate/shared';
import type { StatementBalance } from '@elevate/shared/schemas/imports';
import {
  useReconcileWithStatement,
  type StatementReconcileResult,
} from '../../../entities/imports/reconcile-statement.ts';
import { plural } from '../../../lib/plural.ts';
import { importErrorText } from '../import-messages.ts';

type StatementReconcileProps = {
  /** The account the import's rows went into. */
  accountId: string;
  balance: StatementBalance;
};

/**
 * After an import of a statement that gave its closing balance (OFX, QFX, CAMT.053):
 * check the account's cleared balance up to the statement's date against it (decision
 * 0052). A difference is shown, with an adjustment offered to make it up.
 */
export function StatementReconcile({ accountId, balance }: StatementReconcileProps) {
  const reconcile = useReconcileWithStatement();
  const [result, setResult] = useState<StatementReconcileResult | null>(null);
  const [adjusted, setAdjusted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (adjust: boolean) => {
    setError(null);
    reconcile.mutate(
      { accountId, statementDate: balance.date, statementBalance: balance.amount, adjust },
      {
        onSuccess: (answer) => {
          if (adjust && result?.kind === 'differs') setAdjusted(result.difference);
          setResult(answer);
        },
        onError: (failure) => setError(importErrorText(failure)),
      },
    );
  };
  const date = formatShortDate(balance.date);

  return (
    <Stack component="section" aria-label="Statement balance" sx={{ gap: 1 }}>
      <Typography>
        The statement closes at <b>{formatUSD(balance.amount)}</b> on {date}.
      </Typography>
      {result?.kind === 'reconciled' && (
        <Alert severity="success">
          {adjusted === null
            ? 'Reconciled: the cleared balance matches the statement.'
            : `Reconciled with an adjustment of ${formatUSD(adjusted)}.`}{' '}
          {plural(result.reconciled, {
            one: '# transaction is now locked.',
            other: '# transactions are now locked.',
          })}
        </Alert>
      )}
      {result?.kind === 'differs' && (
        <Alert severity="warning">
          The cleared balance up to {date} differs from the statement by{' '}
          {formatUSD(result.difference)}. Check for missing or uncleared transactions, or add an
          adjustment.
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {result?.kind !== 'reconciled' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={reconcile.isPending} onClick={() => run(false)}>
            {result?.kind === 'differs' ? 'Check again' : 'Reconcile with the statement'}
          </Button>
          {result?.kind === 'differs' && (
            <Button variant="text" disabled={reconcile.isPending} onClick={() => run(true)}>
              Reconcile with an adjustment of {formatUSD(result.difference)}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
