import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import type { Account } from '@elevate/shared/schemas/accounts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { newCondition, opsOf, type ConditionDraft, type ConditionField } from '../rule-form.ts';
import { fieldLabelKeys, opLabelKeys, typeLabelKeys } from '../rules-messages.ts';

type Props = {
  n: number;
  condition: ConditionDraft;
  accounts: readonly Account[];
  error?: string;
  canRemove: boolean;
  onChange: (condition: ConditionDraft) => void;
  onRemove: () => void;
};

const small = { size: 'small', sx: { minWidth: 140 } } as const;

/** One condition: what to look at, how to compare, and a value input suited to the field. */
export function ConditionRow({
  n,
  condition,
  accounts,
  error,
  canRemove,
  onChange,
  onRemove,
}: Props) {
  const t = useT();
  const { field, op, value, high } = condition;
  const set = (part: Partial<ConditionDraft>) => onChange({ ...condition, ...part });
  const numeric = field === 'amount' || field === 'dayOfMonth';
  const step = field === 'amount' ? '0.01' : '1';
  const valueProps = { error: Boolean(error), helperText: error, size: 'small' } as const;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        label={t('rules.dialog.conditionField', { n })}
        value={field}
        onChange={(event) => onChange(newCondition(event.target.value as ConditionField))}
        {...small}
      >
        {Object.entries(fieldLabelKeys).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {t(label)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('rules.dialog.conditionComparison', { n })}
        value={op}
        onChange={(event) => set({ op: event.target.value })}
        {...small}
      >
        {opsOf[field].map((key) => (
          <MenuItem key={key} value={key}>
            {opLabelKeys[key] ? t(opLabelKeys[key]) : key}
          </MenuItem>
        ))}
      </TextField>
      {field === 'type' || field === 'accountId' ? (
        <TextField
          select
          label={t('rules.dialog.conditionValue', { n })}
          value={value}
          onChange={(event) => set({ value: event.target.value })}
          sx={{ flex: 1, minWidth: 140 }}
          {...valueProps}
        >
          {field === 'type'
            ? Object.entries(typeLabelKeys).map(([key, label]) => (
                <MenuItem key={key} value={key}>
                  {t(label)}
                </MenuItem>
              ))
            : accounts.map((account) => (
                <MenuItem key={account._id} value={account._id}>
                  {account.name}
                </MenuItem>
              ))}
        </TextField>
      ) : (
        <TextField
          label={t(
            op === 'between' ? 'rules.dialog.conditionFrom' : 'rules.dialog.conditionValue',
            { n },
          )}
          value={value}
          onChange={(event) => set({ value: event.target.value })}
          type={numeric ? 'number' : 'text'}
          slotProps={{ htmlInput: numeric ? { step } : { maxLength: 200 } }}
          sx={{ flex: 1 }}
          {...valueProps}
        />
      )}
      {op === 'between' && (
        <TextField
          label={t('rules.dialog.conditionTo', { n })}
          value={high}
          onChange={(event) => set({ high: event.target.value })}
          type="number"
          slotProps={{ htmlInput: { step } }}
          size="small"
          sx={{ flex: 1 }}
        />
      )}
      <IconButton
        aria-label={t('rules.dialog.removeCondition', { n })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <RemoveIcon />
      </IconButton>
    </Stack>
  );
}
