import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
} from '@mui/material';
import type { CsvDateOrder, CsvLayout, CsvMapping } from '@elevate/shared/schemas/imports';
import { AmountFields } from './amount-fields.tsx';
import { columnOptions, MappingSelect } from './mapping-select.tsx';

export const dateOrderLabels: Record<CsvDateOrder, string> = {
  ymd: 'Year-month-day (2026-03-01)',
  dmy: 'Day-month-year (01/03/2026, 01.03.2026)',
  mdy: 'Month-day-year (03/01/2026, 3/1/26)',
};
export const ambiguousDatesText =
  'The dates in this file fit more than one format. Choose the one your bank uses.';

type Props = {
  mapping: CsvMapping;
  layout: CsvLayout;
  onChange: (change: Partial<CsvMapping>) => void;
};

const none = { value: '', label: '(none)' };
const optional = (value: string) => (value === '' ? undefined : Number(value));

/** Which column holds what: date and its format, description, amount, category, notes. */
export function ColumnFields({ mapping, layout, onChange }: Props) {
  const columns = columnOptions(layout.columns);
  const orders =
    layout.dateOrders.length > 0 ? layout.dateOrders : (['ymd', 'dmy', 'mdy'] as const);
  const toggleDescription = (column: number, on: boolean) => {
    const next = on
      ? [...mapping.description, column].sort((a, b) => a - b)
      : mapping.description.filter((c) => c !== column);
    onChange({ description: next });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MappingSelect
          label="Date column"
          value={String(mapping.date)}
          options={columns}
          onChange={(v) => onChange({ date: Number(v) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MappingSelect
          label="Date format"
          value={mapping.dateOrder}
          options={orders.map((order) => ({ value: order, label: dateOrderLabels[order] }))}
          onChange={(v) => onChange({ dateOrder: v as CsvDateOrder })}
        />
      </Grid>
      {layout.dateOrders.length > 1 && (
        <Grid size={12}>
          <Alert severity="warning">{ambiguousDatesText}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <FormControl component="fieldset" error={mapping.description.length === 0}>
          <FormLabel component="legend">Description (one or several columns, joined)</FormLabel>
          <FormGroup row>
            {columns.map((column, i) => (
              <FormControlLabel
                key={column.value}
                control={
                  <Checkbox
                    checked={mapping.description.includes(i)}
                    onChange={(event) => toggleDescription(i, event.target.checked)}
                  />
                }
                label={column.label}
              />
            ))}
          </FormGroup>
          {mapping.description.length === 0 && (
            <FormHelperText>Choose a description column</FormHelperText>
          )}
        </FormControl>
      </Grid>
      <Grid size={12}>
        <AmountFields
          amount={mapping.amount}
          columns={columns}
          onChange={(amount) => onChange({ amount })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MappingSelect
          label="Category column (optional)"
          value={mapping.category === undefined ? '' : String(mapping.category)}
          options={[none, ...columns]}
          onChange={(v) => onChange({ category: optional(v) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MappingSelect
          label="Notes column (optional)"
          value={mapping.notes === undefined ? '' : String(mapping.notes)}
          options={[none, ...columns]}
          onChange={(v) => onChange({ notes: optional(v) })}
        />
      </Grid>
    </Grid>
  );
}
