import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { ACCOUNT_TYPES, type Account, type AccountType } from '@elevate/shared/schemas/accounts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import {
  useCreateFinancialAccount,
  useUpdateFinancialAccount,
} from '../../../entities/accounts/account-writes.ts';
import { accountFormFrom, createBodyOf, newAccountForm, updateBodyOf } from '../account-form.ts';
import { accountTypeKeys, isLiability } from '../account-groups.ts';
import { errorText } from '../hooks/use-account-actions.ts';
import { useAccountHistory } from '../hooks/use-account-history.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';

type AccountDialogProps = {
  /** The account being edited; absent for a new one. */
  account?: Account;
  onClose: () => void;
};

/** Add Account and Edit Account: name, type, on budget or tracking, opening balance and date. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const t = useT();
  const intl = useAppIntl();
  const [values, setValues] = useState(() => (account ? accountFormFrom(account) : newAccountForm));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateFinancialAccount();
  const update = useUpdateFinancialAccount();
  const history = useAccountHistory();
  const busy = create.isPending || update.isPending;
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const onError = (error: unknown) => setProblem(errorText(error, t('accounts.dialog.saveFailed')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account) {
      const checked = createBodyOf(values);
      if (checked.problem !== undefined) setProblem(checked.problem);
      else
        create.mutate(checked.body, {
          onSuccess: (created) => {
            history.created(created);
            onClose();
          },
          onError,
        });
      return;
    }
    const checked = updateBodyOf(account, values);
    const keys = Object.keys(checked.body ?? {});
    if (checked.problem !== undefined) setProblem(checked.problem);
    // Nothing changed: nothing to send.
    else if (keys.length === 0) onClose();
    else
      update.mutate(
        { id: account._id, body: checked.body },
        {
          onSuccess: (updated) => {
            history.edited(account, updated, keys);
            onClose();
          },
          onError,
        },
      );
  };

  // A balance owed is negative (decision 0052): say so where it is typed.
  const owed = isLiability(values);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="account-dialog-title"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="account-dialog-title">
          {account ? t('accounts.dialog.editTitle') : t('accounts.dialog.addTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              label={t('accounts.dialog.name')}
              required
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              select
              label={t('accounts.dialog.type')}
              value={values.type}
              onChange={(e) => set({ type: e.target.value as AccountType })}
            >
              {ACCOUNT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(accountTypeKeys[type])}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.onBudget}
                    onChange={(e) => set({ onBudget: e.target.checked })}
                    slotProps={{ input: { 'aria-describedby': 'on-budget-help' } }}
                  />
                }
                label={t('accounts.dialog.onBudget')}
              />
              <FormHelperText id="on-budget-help">
                {t('accounts.dialog.onBudgetHelp')}
              </FormHelperText>
            </Box>
            {/* Text, read with the reader's decimal separator (normalizeAmountInput); not a
                decimal keypad, which has no minus sign on some phones. */}
            <TextField
              label={t('accounts.dialog.openingBalance')}
              value={values.openingBalance}
              onChange={(e) => set({ openingBalance: e.target.value })}
              helperText={
                owed
                  ? t('accounts.dialog.owedHelp', {
                      example: intl.formatNumber(-250, { minimumFractionDigits: 2 }),
                    })
                  : undefined
              }
            />
            <TextField
              label={t('accounts.dialog.openingDate')}
              type="date"
              value={values.openingDate}
              onChange={(e) => set({ openingDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('accounts.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {account ? t('accounts.dialog.saveChanges') : t('accounts.dialog.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
