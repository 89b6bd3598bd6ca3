import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Account } from '@elevate/shared/schemas/accounts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { todayInputValue } from '../../../components/transaction-form/transaction-form-values.ts';
import {
  reconcileDifferenceOf,
  useReconcileAccount,
} from '../../../entities/accounts/reconcile-account.ts';
import { formatMoney, normalizeAmountInput } from '../../../lib/i18n/format.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { errorText } from '../hooks/use-account-actions.ts';

type Step =
  | { kind: 'form' }
  /** The statement differs from the cleared balance by `difference` (statement − cleared). */
  | { kind: 'off'; difference: number; cleared: number }
  | { kind: 'done'; reconciled: number };

/**
 * Reconcile: the bank statement's date and ending balance against the account's cleared
 * balance. A match locks the cleared rows; a difference is shown, to book an adjustment
 * for it or to cancel and go and find it (decision 0052).
 */
export function ReconcileDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const t = useT();
  const intl = useAppIntl();
  const [statementDate, setStatementDate] = useState(todayInputValue);
  const [balance, setBalance] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [problem, setProblem] = useState<string | null>(null);
  const reconcile = useReconcileAccount();
  const busy = reconcile.isPending;
  // Typed with the reader's decimal separator ('987,66' in German).
  const amount = Number(normalizeAmountInput(balance));
  const ready = Boolean(statementDate) && balance.trim() !== '' && Number.isFinite(amount);

  const send = (adjust: boolean) => {
    setProblem(null);
    reconcile.mutate(
      {
        id: account._id,
        body: {
          statementDate,
          statementBalance: amount,
          ...(adjust && { adjust: true }),
        },
      },
      {
        onSuccess: (result) => setStep({ kind: 'done', reconciled: result.reconciled }),
        onError: (error) => {
          const difference = reconcileDifferenceOf(error);
          // The server compares the rows cleared up to the statement date: that balance is
          // the statement's less the difference (a row cleared later is not in it).
          if (difference !== undefined)
            setStep({
              kind: 'off',
              difference,
              cleared: Math.round((amount - difference) * 100) / 100,
            });
          else setProblem(errorText(error, t('accounts.reconcile.failed')));
        },
      },
    );
  };
  // A corrected date or balance is checked afresh: the difference shown was for the old one.
  const edit = (change: () => void) => {
    change();
    if (step.kind === 'off') setStep({ kind: 'form' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && step.kind === 'form') send(false);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reconcile-dialog-title"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="reconcile-dialog-title">
          {t('accounts.reconcile.title', { name: account.name })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <Typography data-testid="cleared-balance">
              {intl.formatMessage(
                { id: 'accounts.reconcile.clearedBalance' },
                {
                  amount: formatMoney(account.clearedBalance),
                  strong: (chunks) => <strong>{chunks}</strong>,
                },
              )}
            </Typography>
            {step.kind === 'done' ? (
              <Alert severity="success">
                {t('accounts.reconcile.done', { count: step.reconciled })}
              </Alert>
            ) : (
              <>
                <TextField
                  label={t('accounts.reconcile.statementDate')}
                  type="date"
                  required
                  value={statementDate}
                  onChange={(e) => edit(() => setStatementDate(e.target.value))}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  label={t('accounts.reconcile.statementBalance')}
                  required
                  value={balance}
                  onChange={(e) => edit(() => setBalance(e.target.value))}
                />
              </>
            )}
            {step.kind === 'off' && (
              <Alert severity="warning">
                <strong>
                  {t('accounts.reconcile.offBy', {
                    amount: formatMoney(Math.abs(step.difference)),
                  })}
                </strong>
                <DialogContentText component="span" sx={{ display: 'block', mt: 0.5 }}>
                  {step.difference > 0
                    ? t('accounts.reconcile.higher', { cleared: formatMoney(step.cleared) })
                    : t('accounts.reconcile.lower', { cleared: formatMoney(step.cleared) })}
                </DialogContentText>
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {step.kind === 'done' ? (
            <Button variant="contained" onClick={onClose}>
              {t('accounts.reconcile.close')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={busy}>
                {t('accounts.cancel')}
              </Button>
              {step.kind === 'off' ? (
                <Button variant="contained" disabled={busy} onClick={() => send(true)}>
                  {t('accounts.reconcile.adjust')}
                </Button>
              ) : (
                <Button type="submit" variant="contained" disabled={busy || !ready}>
                  {t('accounts.reconcile.submit')}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
