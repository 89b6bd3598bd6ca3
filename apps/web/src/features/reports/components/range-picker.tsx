import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import {
  RANGE_PRESETS,
  customRangeError,
  type MonthRange,
  type RangePreset,
} from '../lib/range-presets.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

interface RangePickerProps {
  preset: RangePreset;
  custom: MonthRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: MonthRange) => void;
}

/** This month, the last 3, 6 or 12 months, year to date, last year, or custom months. */
export function RangePicker({ preset, custom, onPreset, onCustom }: RangePickerProps) {
  const t = useT();
  const labelId = useId();
  const error = preset === 'custom' ? customRangeError(custom, t) : null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={labelId}>{t('reports.range.label')}</InputLabel>
        <Select
          labelId={labelId}
          label={t('reports.range.label')}
          value={preset}
          onChange={(e) => onPreset(e.target.value)}
        >
          {RANGE_PRESETS.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {t(p.label)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {preset === 'custom' && (
        <>
          <TextField
            size="small"
            type="month"
            label={t('reports.range.from')}
            value={custom.from}
            onChange={(e) => onCustom({ ...custom, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="month"
            label={t('reports.range.to')}
            value={custom.to}
            onChange={(e) => onCustom({ ...custom, to: e.target.value })}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
