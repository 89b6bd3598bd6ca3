import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { categoriesOfType } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import type { Rule } from '@elevate/shared/schemas/rules';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';
import type { AccountChoice } from '../../../entities/accounts/use-account-choice.ts';
import { useRulePrefill } from '../../../entities/rules/use-rule-prefill.ts';
import { TransactionFormFields } from '../../../components/transaction-form/transaction-form-fields.tsx';
import {
  emptyTransactionForm,
  type TransactionFormValues,
} from '../../../components/transaction-form/transaction-form-values.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { toCreateBody } from './add-transaction-form.ts';

type AddTransactionDialogProps = {
  open: boolean;
  categories: readonly BudgetCategoryResponse[];
  /** The Account select's choices (useAccountChoice); absent, the server's default account. */
  accounts?: AccountChoice;
  /** The ledger's tags, suggested in the Tags field. */
  tagOptions?: readonly string[];
  /** The ledger's rules, which fill what the person has not set; none while they load. */
  rules?: readonly Rule[];
  onClose: () => void;
  onSubmit: (body: CreateTransactionBody) => void;
};

/** 'Add New Transaction dialog' with its rules (docs/product/dashboard.md); it hands its data to the caller. */
export function AddTransactionDialog({
  open,
  categories,
  accounts,
  tagOptions,
  rules: ledgerRules,
  onClose,
  onSubmit,
}: AddTransactionDialogProps) {
  const t = useT();
  const [picked, setValues] = useState<TransactionFormValues>(emptyTransactionForm);
  // Until the person picks, the account shown is the suggested one (none while they load).
  const typed = { ...picked, accountId: accounts?.resolve(picked.accountId) ?? '' };
  // The ledger's rules fill what the person has not set (decision 0054).
  const rules = useRulePrefill(typed, open ? ledgerRules : undefined);
  const values = rules.values;
  const set = (patch: Partial<TransactionFormValues>) => {
    rules.edited(patch);
    setValues((current) => ({ ...current, ...patch }));
  };
  const options = categoriesOfType(categories, values.type).map((category) => category.name);
  const body = toCreateBody(values);
  const close = () => {
    setValues(emptyTransactionForm());
    rules.reset();
    onClose();
  };
  const submit = () => {
    if (!body) return;
    onSubmit(body);
    if (body.accountId) accounts?.remember(body.accountId);
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('dashboard.addTransaction.title')}</DialogTitle>
      <DialogContent>
        <TransactionFormFields
          values={values}
          onChange={set}
          categoryOptions={options}
          accountOptions={accounts?.options}
          tagOptions={tagOptions}
          onDescriptionBlur={() => {
            const renamed = rules.descriptionDone();
            if (renamed !== null) setValues((current) => ({ ...current, description: renamed }));
          }}
          prefillNote={rules.note}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dashboard.addTransaction.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!body}>
          {t('dashboard.addTransaction.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
