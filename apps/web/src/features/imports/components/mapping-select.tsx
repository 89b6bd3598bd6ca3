import { TextField } from '@mui/material';
import { translate } from '../../../lib/i18n/use-t.ts';

export type Option = { value: string; label: string };

type MappingSelectProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  helperText?: string;
};

/** A labelled native select: light, keyboard-friendly and read well by screen readers. */
export function MappingSelect({ label, value, options, onChange, helperText }: MappingSelectProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Column choices named by their header (or 'Column N' in a file without one); call it while rendering. */
export function columnOptions(columns: readonly string[]): Option[] {
  return columns.map((name, i) => ({
    value: String(i),
    label: name.trim() ? name : translate('imports.mapping.column', { n: i + 1 }),
  }));
}
