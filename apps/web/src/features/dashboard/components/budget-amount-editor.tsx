import { useState, type KeyboardEvent } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../../lib/i18n/use-t.ts';

type BudgetAmountEditorProps = {
  name: string;
  initial: number;
  onSave: (amount: number) => void;
  onClose: () => void;
};

/** A value that is not a number of 0 or more is ignored without saving, and the editor closes. */
export function parseBudgetAmount(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
}

/** Inline budgeted-amount edit: Enter or the check saves, Escape or the cross cancels. */
export function BudgetAmountEditor({ name, initial, onSave, onClose }: BudgetAmountEditorProps) {
  const t = useT();
  const [value, setValue] = useState(String(initial));
  const save = () => {
    const amount = parseBudgetAmount(value);
    if (amount !== null) onSave(amount);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Keep keys away from the drag-and-drop keyboard sensor of the row.
    event.stopPropagation();
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') onClose();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {/* A number field (a spinbutton): its value is always '1234.56', whatever separator
          the browser lets the reader type, so it needs no normalizeAmountInput. */}
      <TextField
        size="small"
        type="number"
        value={value}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            min: 0,
            step: 0.01,
            'aria-label': t('dashboard.amountEditor.label', { name }),
          },
        }}
        sx={{ width: 120 }}
      />
      <IconButton
        size="small"
        aria-label={t('dashboard.amountEditor.save')}
        onClick={save}
        color="primary"
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('dashboard.amountEditor.cancel')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
