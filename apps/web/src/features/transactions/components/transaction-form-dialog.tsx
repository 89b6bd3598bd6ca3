import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { categoriesOfType } from '@elevate/shared';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { TransactionFormFields } from '../../../components/transaction-form/transaction-form-fields.tsx';
import {
  emptyTransactionForm,
  type TransactionFormValues,
} from '../../../components/transaction-form/transaction-form-values.ts';
import { useAccountChoice } from '../../../entities/accounts/use-account-choice.ts';
import { useBudgetOfDate } from '../../../entities/budgets/get-month-budget.ts';
import { useRules } from '../../../entities/rules/get-rules.ts';
import { useRulePrefill } from '../../../entities/rules/use-rule-prefill.ts';
import { useTagNames } from '../../../entities/tags/get-tags.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { toTransactionBody, transactionFormFrom } from '../transaction-form.ts';

type TransactionFormDialogProps = {
  /** The transaction being edited; absent for a new one. */
  transaction?: Transaction;
  busy: boolean;
  /** The server's refusal of the tags; the form tells the caller when they change again. */
  tagsError?: string;
  onTagsEdited?: () => void;
  onClose: () => void;
  onSubmit: (body: CreateTransactionBody) => void;
};

/** The add and edit transaction forms. Mounted only while open. */
export function TransactionFormDialog({
  transaction,
  busy,
  tagsError,
  onTagsEdited,
  onClose,
  onSubmit,
}: TransactionFormDialogProps) {
  const [picked, setForm] = useState<TransactionFormValues>(() =>
    transaction ? transactionFormFrom(transaction) : emptyTransactionForm(),
  );
  // An edited row starts on its own account, a new one on the last used or the default. A
  // transfer's rows keep their accounts (the server refuses a move): no select for them.
  const accounts = useAccountChoice(transaction?.accountId);
  const movable = !transaction?.transferId;
  const typed = { ...picked, accountId: movable ? accounts.resolve(picked.accountId) : '' };
  // A new row is pre-filled by the ledger's rules; an edited one keeps what it has.
  const ledgerRules = useRules({ enabled: !transaction });
  const rules = useRulePrefill(typed, transaction ? undefined : ledgerRules.data);
  const form = rules.values;
  // The categories of the budget of the transaction's month, suggested as it is typed.
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(form.date);
  const budget = useBudgetOfDate(dated ? form.date : '', { enabled: dated });
  const options = categoriesOfType(budget.data?.categories ?? [], form.type).map((c) => c.name);
  const tagOptions = useTagNames();
  const body = toTransactionBody(form, transaction);
  const set = (patch: Partial<TransactionFormValues>) => {
    rules.edited(patch);
    setForm((current) => ({ ...current, ...patch }));
    if (patch.tags) onTagsEdited?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    onSubmit(body);
    // Only a new row sets where the next one starts: editing an old row is no new habit.
    if (!transaction && body.accountId) accounts.remember(body.accountId);
  };

  const t = useT();
  const title = t(transaction ? 'transactions.form.editTitle' : 'transactions.form.addTitle');
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="transaction-dialog-title"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="transaction-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TransactionFormFields
            values={form}
            onChange={set}
            categoryOptions={options}
            markMissingCategory
            accountOptions={movable ? accounts.options : undefined}
            canSplit={movable}
            tagOptions={tagOptions}
            tagsError={tagsError}
            onDescriptionBlur={() => {
              const renamed = rules.descriptionDone();
              if (renamed !== null) setForm((current) => ({ ...current, description: renamed }));
            }}
            prefillNote={rules.note}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('transactions.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!body || busy}>
            {t(transaction ? 'transactions.form.save' : 'transactions.form.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
