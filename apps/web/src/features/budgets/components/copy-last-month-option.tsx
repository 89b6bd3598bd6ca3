import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type CopyLastMonthOptionProps = {
  /** The budget of the month before the chosen one, or null when there is none. */
  source: Budget | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** 'Copy last month's amounts': off by default, so the usual pre-fill (amounts 0) stands. */
export function CopyLastMonthOption({ source, checked, onChange }: CopyLastMonthOptionProps) {
  const t = useT();
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={!source}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={t('budgets.copyLastMonth.label')}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
        {source
          ? t('budgets.copyLastMonth.from', { month: formatMonthYear(source.month) })
          : t('budgets.copyLastMonth.none')}
      </FormHelperText>
    </Box>
  );
}
