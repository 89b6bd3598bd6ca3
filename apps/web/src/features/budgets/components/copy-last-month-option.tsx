import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import { formatMonthYear } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';

type CopyLastMonthOptionProps = {
  /** The budget of the month before the chosen one, or null when there is none. */
  source: Budget | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** 'Copy last month's amounts': off by default, so the usual pre-fill (amounts 0) stands. */
export function CopyLastMonthOption({ source, checked, onChange }: CopyLastMonthOptionProps) {
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
        label="Copy last month's amounts"
      />
      <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
        {source
          ? `Budgeted amounts from ${formatMonthYear(source.month)}`
          : 'There is no budget for the month before'}
      </FormHelperText>
    </Box>
  );
}
