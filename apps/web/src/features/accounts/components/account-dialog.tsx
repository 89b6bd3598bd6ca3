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
import { accountTypeLabels, isLiability } from '../account-groups.ts';
import { accountMessages } from '../account-messages.ts';
import { errorText } from '../hooks/use-account-actions.ts';
import { useAccountHistory } from '../hooks/use-account-history.ts';

type AccountDialogProps = {
  /** The account being edited; absent for a new one. */
  account?: Account;
  onClose: () => void;
};

/** Add Account and Edit Account: name, type, on budget or tracking, opening balance and date. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const [values, setValues] = useState(() => (account ? accountFormFrom(account) : newAccountForm));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateFinancialAccount();
  const update = useUpdateFinancialAccount();
  const history = useAccountHistory();
  const busy = create.isPending || update.isPending;
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const onError = (error: unknown) => setProblem(errorText(error, accountMessages.saveFailed));
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
          {account ? 'Edit Account' : 'Add Account'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              label="Name"
              required
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              select
              label="Type"
              value={values.type}
              onChange={(e) => set({ type: e.target.value as AccountType })}
            >
              {ACCOUNT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {accountTypeLabels[type]}
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
                label="On budget"
              />
              <FormHelperText id="on-budget-help">{accountMessages.onBudgetHelp}</FormHelperText>
            </Box>
            <TextField
              label="Opening balance"
              type="number"
              value={values.openingBalance}
              onChange={(e) => set({ openingBalance: e.target.value })}
              helperText={owed ? 'What you owe is a negative balance, e.g. -250.00' : undefined}
              slotProps={{ htmlInput: { step: 0.01 } }}
            />
            <TextField
              label="Opening date"
              type="date"
              value={values.openingDate}
              onChange={(e) => set({ openingDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {account ? 'Save Changes' : 'Add Account'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
