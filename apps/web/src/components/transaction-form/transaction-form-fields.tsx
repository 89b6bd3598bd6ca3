import { useState } from 'react';
import { Autocomplete, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import type { CategoryType } from '@elevate/shared';
import { useT } from '../../lib/i18n/use-t.ts';
import { displayAmountInput, normalizeAmountInput } from '../../lib/i18n/format.ts';
import { SplitEditor } from './split-editor.tsx';
import { startSplit } from './split-form.ts';
import { TagsField } from './tags-field.tsx';
import { amountError, type TransactionFormValues } from './transaction-form-values.ts';

type TransactionFormFieldsProps = {
  values: TransactionFormValues;
  onChange: (patch: Partial<TransactionFormValues>) => void;
  /** Category names to suggest; any other text is accepted too. */
  categoryOptions: readonly string[];
  /** Also colour the empty category field as an error, not only show the helper text. */
  markMissingCategory?: boolean;
  /** The accounts to pick from; the Account select shows only when there are two or more. */
  accountOptions?: readonly { id: string; label: string }[];
  /** The ledger's tags to suggest; any other text makes a new tag. */
  tagOptions?: readonly string[];
  /** The server's refusal of the tags, shown on the Tags field. */
  tagsError?: string;
  /** The person left the Description field (a rule may rename what they typed). */
  onDescriptionBlur?: () => void;
  /** Which rule filled which field, said under the fields. */
  prefillNote?: string | null;
  /** False for a transfer's row, which the server will not split. */
  canSplit?: boolean;
};

const noTags: readonly string[] = [];

/** The fields of the add and edit transaction forms. */
export function TransactionFormFields({
  values,
  onChange,
  categoryOptions,
  markMissingCategory = false,
  accountOptions = [],
  tagOptions = noTags,
  tagsError,
  onDescriptionBlur,
  prefillNote,
  canSplit = true,
}: TransactionFormFieldsProps) {
  const t = useT();
  const categoryMissing = values.category.trim() === '';
  const amountProblem = amountError(values.amount);
  // Set when the person presses Split, so the part waiting for its share takes the focus.
  const [splitFocus, setSplitFocus] = useState<number | undefined>(undefined);
  const split = values.splits.length > 0;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label={t('components.transactionForm.date')}
        type="date"
        required
        value={values.date}
        onChange={(e) => onChange({ date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('components.transactionForm.description')}
        required
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        onBlur={onDescriptionBlur}
      />
      <TextField
        label={t('components.transactionForm.amount')}
        required
        // Text with a decimal keypad: a number field would drop a typed '12,50' in a
        // browser whose own language writes decimals with a point.
        value={displayAmountInput(values.amount)}
        onChange={(e) => onChange({ amount: normalizeAmountInput(e.target.value) })}
        // A zero amount would be refused by the server: say so here instead.
        error={amountProblem !== null}
        helperText={amountProblem ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={t('components.transactionForm.type')}
        required
        value={values.type}
        // Another type has other categories: the chosen ones no longer apply.
        onChange={(e) =>
          onChange({
            type: e.target.value as CategoryType,
            category: '',
            splits: values.splits.map((part) => ({ ...part, category: '' })),
          })
        }
      >
        <MenuItem value="income">{t('components.transactionForm.income')}</MenuItem>
        <MenuItem value="expense">{t('components.transactionForm.expense')}</MenuItem>
        <MenuItem value="savings">{t('components.transactionForm.savings')}</MenuItem>
      </TextField>
      {split ? (
        <SplitEditor
          parts={values.splits}
          amount={values.amount}
          type={values.type}
          categoryOptions={categoryOptions}
          onChange={(splits) => onChange({ splits })}
          onUnsplit={(category) => onChange({ splits: [], category })}
          focusPart={splitFocus}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Autocomplete
            sx={{ flexGrow: 1 }}
            freeSolo
            options={categoryOptions}
            inputValue={values.category}
            onInputChange={(_event, category) => onChange({ category })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('components.transactionForm.category')}
                error={markMissingCategory && categoryMissing}
                helperText={
                  categoryMissing ? t('components.transactionForm.selectCategory') : undefined
                }
              />
            )}
          />
          {canSplit && (
            <Button
              startIcon={<CallSplitIcon />}
              onClick={() => {
                setSplitFocus(1);
                onChange({
                  splits: startSplit(values.category.trim(), values.amount),
                  category: '',
                });
              }}
              sx={{ mt: 1 }}
            >
              {t('components.transactionForm.split')}
            </Button>
          )}
        </Stack>
      )}
      {accountOptions.length > 1 && (
        <TextField
          select
          label={t('components.transactionForm.account')}
          value={values.accountId}
          onChange={(e) => onChange({ accountId: e.target.value })}
        >
          {accountOptions.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              {account.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TagsField
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        options={tagOptions}
        serverError={tagsError}
      />
      <TextField
        label={t('components.transactionForm.notes')}
        multiline
        minRows={2}
        value={values.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
      {prefillNote && (
        <Typography role="status" variant="body2" color="text.secondary">
          {prefillNote}
        </Typography>
      )}
    </Stack>
  );
}
