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
import { englishMessages } from '../../../lib/i18n/catalogues.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { AmountFields } from './amount-fields.tsx';
import { columnOptions, MappingSelect } from './mapping-select.tsx';

/** Each date order's catalogue key: its name and examples as the file writes them. */
const dateOrderLabels: Record<CsvDateOrder, string> = {
  ymd: 'imports.mapping.dateOrder.ymd',
  dmy: 'imports.mapping.dateOrder.dmy',
  mdy: 'imports.mapping.dateOrder.mdy',
};
/** The English text, for tests; the step says it in the reader's language. */
export const ambiguousDatesText = englishMessages['imports.mapping.ambiguousDates']!;

type Props = {
  mapping: CsvMapping;
  layout: CsvLayout;
  onChange: (change: Partial<CsvMapping>) => void;
};

const optional = (value: string) => (value === '' ? undefined : Number(value));

/** Which column holds what: date and its format, description, amount, category, notes. */
export function ColumnFields({ mapping, layout, onChange }: Props) {
  const t = useT();
  const columns = columnOptions(layout.columns);
  const none = { value: '', label: t('imports.mapping.none') };
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
          label={t('imports.mapping.dateColumn')}
          value={String(mapping.date)}
          options={columns}
          onChange={(v) => onChange({ date: Number(v) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MappingSelect
          label={t('imports.mapping.dateFormat')}
          value={mapping.dateOrder}
          options={orders.map((order) => ({ value: order, label: t(dateOrderLabels[order]) }))}
          onChange={(v) => onChange({ dateOrder: v as CsvDateOrder })}
        />
      </Grid>
      {layout.dateOrders.length > 1 && (
        <Grid size={12}>
          <Alert severity="warning">{t('imports.mapping.ambiguousDates')}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <FormControl component="fieldset" error={mapping.description.length === 0}>
          <FormLabel component="legend">{t('imports.mapping.description')}</FormLabel>
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
            <FormHelperText>{t('imports.mapping.descriptionMissing')}</FormHelperText>
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
          label={t('imports.mapping.categoryColumn')}
          value={mapping.category === undefined ? '' : String(mapping.category)}
          options={[none, ...columns]}
          onChange={(v) => onChange({ category: optional(v) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MappingSelect
          label={t('imports.mapping.notesColumn')}
          value={mapping.notes === undefined ? '' : String(mapping.notes)}
          options={[none, ...columns]}
          onChange={(v) => onChange({ notes: optional(v) })}
        />
      </Grid>
    </Grid>
  );
}
