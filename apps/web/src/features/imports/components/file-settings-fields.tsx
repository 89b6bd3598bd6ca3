import { Checkbox, FormControlLabel, Grid, TextField } from '@mui/material';
import type { CsvMapping } from '@elevate/shared/schemas/imports';
import { useT } from '../../../lib/i18n/use-t.ts';
import { MappingSelect } from './mapping-select.tsx';

// Labels are catalogue keys, except the encodings' own names.
const delimiters = [
  { value: ',', label: 'imports.settings.delimiter.comma' },
  { value: ';', label: 'imports.settings.delimiter.semicolon' },
  { value: '\t', label: 'imports.settings.delimiter.tab' },
];
const encodings = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1252', label: 'Windows-1252 (Latin-1)' },
];
const decimals = [
  { value: '.', label: 'imports.settings.decimal.point' },
  { value: ',', label: 'imports.settings.decimal.comma' },
];

type Props = { mapping: CsvMapping; onChange: (change: Partial<CsvMapping>) => void };

/** How the file is written: separator, encoding, decimal mark, lines before the data. */
export function FileSettingsFields({ mapping, onChange }: Props) {
  const t = useT();
  const translated = (options: typeof delimiters) =>
    options.map((option) => ({ ...option, label: t(option.label) }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MappingSelect
          label={t('imports.settings.delimiterLabel')}
          value={mapping.delimiter}
          options={translated(delimiters)}
          onChange={(v) => onChange({ delimiter: v as CsvMapping['delimiter'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MappingSelect
          label={t('imports.settings.encoding')}
          value={mapping.encoding}
          options={encodings}
          onChange={(v) => onChange({ encoding: v as CsvMapping['encoding'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MappingSelect
          label={t('imports.settings.decimalLabel')}
          value={mapping.decimal}
          options={translated(decimals)}
          onChange={(v) => onChange({ decimal: v as CsvMapping['decimal'] })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="number"
          label={t('imports.settings.skipRows')}
          value={mapping.skipRows}
          helperText={t('imports.settings.skipRowsHelp')}
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
          label={t('imports.settings.hasHeader')}
        />
      </Grid>
    </Grid>
  );
}
