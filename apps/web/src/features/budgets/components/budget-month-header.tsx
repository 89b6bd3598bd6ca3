import { useState } from 'react';
import { Box, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { budgetMonthInputValue } from '../create-budget-draft.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { budgetMonthRangeText } from '../../../lib/budget-months.ts';

type BudgetMonthHeaderProps = {
  month: string;
  busy: boolean;
  onChangeMonth: (value: string) => void;
  onDelete: () => void;
};

/**
 * The card title: long month and year (with the days it covers when the ledger's budget
 * months do not start on the 1st), the edit-month pencil and the delete icon.
 */
export function BudgetMonthHeader({
  month,
  busy,
  onChangeMonth,
  onDelete,
}: BudgetMonthHeaderProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  // A viewer of a shared ledger reads its budgets (decision 0049).
  const canWrite = useCanWriteLedger();
  const [value, setValue] = useState(budgetMonthInputValue(month));
  const title = formatMonthYear(month);
  const range = budgetMonthRangeText(month, useMonthStartDay());

  const save = () => {
    setEditing(false);
    if (value && value !== budgetMonthInputValue(month)) onChangeMonth(value);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 48 }}>
      {editing ? (
        <>
          <TextField
            type="month"
            size="small"
            label={t('budgets.month.label')}
            value={value}
            autoFocus
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('budgets.month.save')}
            color="primary"
            onClick={save}
            disabled={!value}
          >
            <CheckIcon />
          </IconButton>
          <IconButton aria-label={t('budgets.month.cancel')} onClick={() => setEditing(false)}>
            <CloseIcon />
          </IconButton>
        </>
      ) : (
        <>
          {range ? (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {range}
              </Typography>
            </Box>
          ) : (
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {title}
            </Typography>
          )}
          {canWrite && (
            <>
              <Tooltip title={t('budgets.month.edit')}>
                <IconButton
                  aria-label={t('budgets.month.editOf', { month: title })}
                  disabled={busy}
                  onClick={() => {
                    setValue(budgetMonthInputValue(month));
                    setEditing(true);
                  }}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('budgets.deleteBudget.tooltip')}>
                <IconButton
                  aria-label={t('budgets.deleteBudget.label', { month: title })}
                  color="error"
                  disabled={busy}
                  onClick={onDelete}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
