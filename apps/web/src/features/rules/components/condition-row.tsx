import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import type { Account } from '@elevate/shared/schemas/accounts';
import { newCondition, opsOf, type ConditionDraft, type ConditionField } from '../rule-form.ts';
import { fieldLabels, opLabels, typeLabels } from '../rules-messages.ts';

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
        label={`Condition ${n} field`}
        value={field}
        onChange={(event) => onChange(newCondition(event.target.value as ConditionField))}
        {...small}
      >
        {Object.entries(fieldLabels).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={`Condition ${n} comparison`}
        value={op}
        onChange={(event) => set({ op: event.target.value })}
        {...small}
      >
        {opsOf[field].map((key) => (
          <MenuItem key={key} value={key}>
            {opLabels[key]}
          </MenuItem>
        ))}
      </TextField>
      {field === 'type' || field === 'accountId' ? (
        <TextField
          select
          label={`Condition ${n} value`}
          value={value}
          onChange={(event) => set({ value: event.target.value })}
          sx={{ flex: 1, minWidth: 140 }}
          {...valueProps}
        >
          {field === 'type'
            ? Object.entries(typeLabels).map(([key, label]) => (
                <MenuItem key={key} value={key}>
                  {label}
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
          label={op === 'between' ? `Condition ${n} from` : `Condition ${n} value`}
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
          label={`Condition ${n} to`}
          value={high}
          onChange={(event) => set({ high: event.target.value })}
          type="number"
          slotProps={{ htmlInput: { step } }}
          size="small"
          sx={{ flex: 1 }}
        />
      )}
      <IconButton aria-label={`Remove condition ${n}`} disabled={!canRemove} onClick={onRemove}>
        <RemoveIcon />
      </IconButton>
    </Stack>
  );
}
