import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { StatementBalance } from '@elevate/shared/schemas/imports';
import {
  reconcileDifferenceOf,
  useReconcileAccount,
} from '../../../entities/accounts/reconcile-account.ts';
import { formatMoney, formatShortDate } from '../../../lib/i18n/format.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const intl = useAppIntl();
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
    <Stack component="section" aria-label={t('imports.statement.label')} sx={{ gap: 1 }}>
      <Typography>
        {intl.formatMessage(
          { id: 'imports.statement.closes' },
          { amount: formatMoney(balance.amount), date, b: (chunks) => <b>{chunks}</b> },
        )}
      </Typography>
      {result?.kind === 'reconciled' && (
        <Alert severity="success">
          {adjusted === null
            ? t('imports.statement.matches')
            : t('imports.statement.adjusted', { amount: formatMoney(adjusted) })}{' '}
          {t('imports.statement.locked', { count: result.reconciled })}
        </Alert>
      )}
      {result?.kind === 'differs' && (
        <Alert severity="warning">
          {t('imports.statement.differs', { date, amount: formatMoney(result.difference) })}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {result?.kind !== 'reconciled' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={reconcile.isPending} onClick={() => run(false)}>
            {result?.kind === 'differs'
              ? t('imports.statement.again')
              : t('imports.statement.check')}
          </Button>
          {result?.kind === 'differs' && (
            <Button variant="text" disabled={reconcile.isPending} onClick={() => run(true)}>
              {t('imports.statement.adjust', { amount: formatMoney(result.difference) })}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
