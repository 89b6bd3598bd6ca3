import { useEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { CategoryType } from '@elevate/shared';
import { MAX_SPLIT_PARTS } from '@elevate/shared/schemas/splits';
import { useT } from '../../lib/i18n/use-t.ts';
import { amountError } from './transaction-form-values.ts';
import {
  leftToAssignText,
  splitFormProblem,
  withPartAdded,
  type SplitFormPart,
} from './split-form.ts';

type SplitEditorProps = {
  parts: readonly SplitFormPart[];
  /** The transaction's amount and type, as typed: the parts add up to the one and are of the other. */
  amount: string;
  type: CategoryType;
  /** The categories of the transaction's type in its month's budget. */
  categoryOptions: readonly string[];
  onChange: (parts: SplitFormPart[]) => void;
  /** One part left: the transaction goes back to one category, that part's. */
  onUnsplit: (category: string) => void;
  /** The person just pressed Split: the part waiting for its share takes the focus. */
  focusPart?: number;
};

/** The parts of a split transaction, a row each (stacked on a phone), and what is left to assign. */
export function SplitEditor(props: SplitEditorProps) {
  const { parts, amount, type, categoryOptions, onChange, onUnsplit } = props;
  const t = useT();
  const [focusPart, setFocusPart] = useState(props.focusPart);
  const categoryRefs = useRef<(HTMLElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const problem = splitFormProblem(amount, type, parts);

  useEffect(() => {
    if (focusPart === undefined) return;
    (focusPart < 0 ? addRef.current : categoryRefs.current[focusPart])?.focus();
    setFocusPart(undefined);
  }, [focusPart]);

  const patch = (index: number, change: Partial<SplitFormPart>) =>
    onChange(parts.map((part, i) => (i === index ? { ...part, ...change } : part)));
  const remove = (index: number) => {
    const rest = parts.filter((_part, i) => i !== index);
    if (rest.length === 1) return onUnsplit(rest[0]?.category ?? '');
    onChange(rest);
    setFocusPart(-1);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('components.split.legend')}
      </Typography>
      <Stack spacing={2}>
        {parts.map((part, index) => {
          const n = index + 1;
          // A category the budget no longer lists (or not loaded yet) stays choosable.
          const options =
            part.category && !categoryOptions.includes(part.category)
              ? [part.category, ...categoryOptions]
              : categoryOptions;
          const partAmountProblem = amountError(part.amount);
          return (
            <Stack
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
              data-testid="split-part"
            >
              <TextField
                select
                label={t('components.split.partCategory', { n })}
                required
                value={part.category}
                onChange={(e) => patch(index, { category: e.target.value })}
                inputRef={(element: HTMLElement | null) => {
                  categoryRefs.current[index] = element;
                }}
                sx={{ flex: 2, minWidth: 0 }}
              >
                {options.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('components.split.partAmount', { n })}
                type="number"
                required
                value={part.amount}
                onChange={(e) => patch(index, { amount: e.target.value })}
                error={partAmountProblem !== null}
                helperText={partAmountProblem ?? undefined}
                slotProps={{ htmlInput: { step: 0.01 } }}
                // Wide enough for its label ('Part 1 amount *') in the dialog's width.
                sx={{ flex: 1.5, minWidth: 0 }}
              />
              <TextField
                label={t('components.split.partNote', { n })}
                value={part.notes}
                onChange={(e) => patch(index, { notes: e.target.value })}
                sx={{ flex: 1.5, minWidth: 0 }}
              />
              <IconButton
                aria-label={t('components.split.removePart', { n })}
                onClick={() => remove(index)}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Button
          ref={addRef}
          startIcon={<AddIcon />}
          onClick={() => {
            onChange(withPartAdded(parts));
            setFocusPart(parts.length);
          }}
          disabled={parts.length >= MAX_SPLIT_PARTS}
        >
          {t('components.split.addPart')}
        </Button>
        <Typography role="status" variant="body2" sx={{ fontWeight: 500 }}>
          {leftToAssignText(amount, parts)}
        </Typography>
      </Stack>
      {problem && (
        // Not an alert: the status line above already speaks as the parts are typed.
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
