import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import type { CsvAmountMapping } from '@elevate/shared/schemas/imports';
import { useT } from '../../../lib/i18n/use-t.ts';
import { MappingSelect, type Option } from './mapping-select.tsx';

type AmountFieldsProps = {
  amount: CsvAmountMapping;
  columns: readonly Option[];
  onChange: (amount: CsvAmountMapping) => void;
};

/** The amount as one signed column, or as a money-out and a money-in column. */
export function AmountFields({ amount, columns, onChange }: AmountFieldsProps) {
  const t = useT();
  const first = 0;
  const second = Math.min(1, columns.length - 1);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <FormControl>
        <FormLabel id="amount-kind-label">{t('imports.amount.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="amount-kind-label"
          value={amount.kind}
          onChange={(event) =>
            onChange(
              event.target.value === 'signed'
                ? { kind: 'signed', column: amount.kind === 'signed' ? amount.column : first }
                : { kind: 'debitCredit', debit: first, credit: second },
            )
          }
        >
          <FormControlLabel value="signed" control={<Radio />} label={t('imports.amount.signed')} />
          <FormControlLabel
            value="debitCredit"
            control={<Radio />}
            label={t('imports.amount.debitCredit')}
          />
        </RadioGroup>
      </FormControl>
      {amount.kind === 'signed' ? (
        <>
          <MappingSelect
            label={t('imports.amount.column')}
            value={String(amount.column)}
            options={columns}
            onChange={(v) => onChange({ ...amount, column: Number(v) })}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={amount.invert ?? false}
                onChange={(event) => onChange({ ...amount, invert: event.target.checked })}
              />
            }
            label={t('imports.amount.invert')}
          />
        </>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <MappingSelect
            label={t('imports.amount.debit')}
            value={String(amount.debit)}
            options={columns}
            onChange={(v) => onChange({ ...amount, debit: Number(v) })}
          />
          <MappingSelect
            label={t('imports.amount.credit')}
            value={String(amount.credit)}
            options={columns}
            onChange={(v) => onChange({ ...amount, credit: Number(v) })}
          />
        </Stack>
      )}
    </Stack>
  );
}
