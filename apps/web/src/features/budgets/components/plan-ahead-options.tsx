import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import type { Budget } from '@elevate/shared/schemas/budgets';
import type { Suggestions } from '@elevate/shared/schemas/plan-ahead';
import { useCarryOver } from '../../../entities/plan-ahead/get-carry-over.ts';
import { useSuggestions } from '../../../entities/plan-ahead/get-suggestions.ts';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type PlanAheadOptionsProps = {
  latest: Budget | null;
  /** 'YYYY-MM' of the new budget. */
  month: string;
  carryOver: boolean;
  onCarryOverChange: (on: boolean) => void;
  onSuggestions: (suggestions: Suggestions) => void;
};

/**
 * Plan ahead (docs/product/plan.md) in the Create Budget dialog: 'Carry over' (on by default once the
 * latest budget was itself carried over) and 'Suggest from history'.
 */
export function PlanAheadOptions(props: PlanAheadOptionsProps) {
  const { latest, month, carryOver, onCarryOverChange, onSuggestions } = props;
  const t = useT();
  const carried = useCarryOver(latest?._id);
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current && carried.data?.rollover) onCarryOverChange(true);
  }, [carried.data, onCarryOverChange]);

  const [asked, setAsked] = useState(false);
  const suggestions = useSuggestions(month, asked && /^\d{4}-\d{2}$/.test(month));
  const applied = useRef<Suggestions | null>(null);
  useEffect(() => {
    if (asked && suggestions.data && applied.current !== suggestions.data) {
      applied.current = suggestions.data;
      onSuggestions(suggestions.data);
    }
  }, [asked, suggestions.data, onSuggestions]);

  return (
    <Stack spacing={1}>
      {latest && (
        <FormControlLabel
          control={
            <Checkbox
              checked={carryOver}
              onChange={(event) => {
                touched.current = true;
                onCarryOverChange(event.target.checked);
              }}
            />
          }
          label={t('budgets.carryOver', { month: formatMonthYear(latest.month) })}
        />
      )}
      <Button
        startIcon={<AutoFixHighIcon />}
        variant="outlined"
        disabled={suggestions.isFetching}
        onClick={() => {
          applied.current = null;
          if (asked) void suggestions.refetch();
          setAsked(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('budgets.suggest')}
      </Button>
      {suggestions.isError && <Alert severity="error">{t('budgets.suggestFailed')}</Alert>}
    </Stack>
  );
}
