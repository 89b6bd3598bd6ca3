import { useState } from 'react';
import { IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatMonthYear } from '@elevate/shared';
import { budgetMonthInputValue } from '../create-budget-draft.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';

type BudgetMonthHeaderProps = {
  month: string;
  busy: boolean;
  onChangeMonth: (value: string) => void;
  onDelete: () => void;
};

/** The card title: long month and year, the edit-month pencil and the delete icon. */
export function BudgetMonthHeader({
  month,
  busy,
  onChangeMonth,
  onDelete,
}: BudgetMonthHeaderProps) {
  const [editing, setEditing] = useState(false);
  // A viewer of a shared ledger reads its budgets (decision 0049).
  const canWrite = useCanWriteLedger();
  const [value, setValue] = useState(budgetMonthInputValue(month));
  const title = formatMonthYear(month);

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
            label="Budget month"
            value={value}
            autoFocus
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label="Save month" color="primary" onClick={save} disabled={!value}>
            <CheckIcon />
          </IconButton>
          <IconButton aria-label="Cancel month edit" onClick={() => setEditing(false)}>
            <CloseIcon />
          </IconButton>
        </>
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {canWrite && (
            <>
              <Tooltip title="Edit month">
                <IconButton
                  aria-label={`Edit month of ${title}`}
                  disabled={busy}
                  onClick={() => {
                    setValue(budgetMonthInputValue(month));
                    setEditing(true);
                  }}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete budget">
                <IconButton
                  aria-label={`Delete budget ${title}`}
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
