import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { formatShortDate, formatUSD } from '@elevate/shared';
import type { StatementBalance } from '@elevate/shared/schemas/imports';
import {
  reconcileDifferenceOf,
  useReconcileAccount,
} from '../../../entities/accounts/reconcile-account.ts';
import { plural } from '../../../lib/plural.ts';
import { importErrorText } from '../import-messages.ts';

/** Reconciled (how many rows it locked), or off by `difference` (statement − cleared balance). */
type StatementReconcileResult =
  { kind: 'reconciled'; reconciled: number } | { kind: 'differs'; difference: number };

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
  const reconcile = useReconcileAccount();
  const [result, setResult] = useState<StatementReconcileResult | null>(null);
  const [adjusted, setAdjusted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (adjust: boolean) => {
    setError(null);
    const body = {
      statementDate: balance.date,
      statementBalance: balance.amount,
      ...(adjust ? { adjust: true } : {}),
    };
    reconcile.mutate(
      { id: accountId, body },
      {
        onSuccess: (answer) => {
          if (adjust && result?.kind === 'differs') setAdjusted(result.difference);
          setResult({ kind: 'reconciled', reconciled: answer.reconciled });
        },
        // Its 409 is an answer here: how far the statement is off.
        onError: (failure) => {
          const difference = reconcileDifferenceOf(failure);
          if (difference === undefined) setError(importErrorText(failure));
          else setResult({ kind: 'differs', difference });
        },
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
