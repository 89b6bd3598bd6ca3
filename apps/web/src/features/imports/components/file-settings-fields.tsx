import { Checkbox, FormControlLabel, Grid, TextField } from '@mui/material';
import type { CsvMapping } from '@elevate/shared/schemas/imports';
import { MappingSelect } from './mapping-select.tsx';

const delimiters = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
];
const encodings = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1252', label: 'Windows-1252 (Latin-1)' },
];
const decimals = [
  { value: '.', label: 'Point (1,234.56)' },
  { value: ',', label: 'Comma (1.234,56)' },
];

type Props = { mapping: CsvMapping; onChange: (change: Partial<CsvMapping>) => void };

/** How the file is written: separator, encoding, decimal mark, lines before the data. */
export function FileSettingsFields({ mapping, onChange }: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MappingSelect
          label="Delimiter"
          value={mapping.delimiter}
          options={delimiters}
          onChange={(v) => onChange({ delimiter: v as CsvMapping['delimiter'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MappingSelect
          label="Encoding"
          value={mapping.encoding}
          options={encodings}
          onChange={(v) => onChange({ encoding: v as CsvMapping['encoding'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MappingSelect
          label="Decimal mark"
          value={mapping.decimal}
          options={decimals}
          onChange={(v) => onChange({ decimal: v as CsvMapping['decimal'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="number"
          label="Lines to skip"
          value={mapping.skipRows}
          helperText="Lines before the header"
          onChange={(event) =>
            onChange({ skipRows: Math.max(0, Math.min(1000, Number(event.target.value) || 0)) })
          }
          slotProps={{ htmlInput: { min: 0, max: 1000 }, inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Checkbox
              checked={mapping.hasHeader}
              onChange={(event) => onChange({ hasHeader: event.target.checked })}
            />
          }
          label="The first line is a header"
        />
      </Grid>
    </Grid>
  );
}
