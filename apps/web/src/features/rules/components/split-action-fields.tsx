import { useId } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { MAX_SPLIT_PARTS } from '@elevate/shared/schemas/splits';
import { useT } from '../../../lib/i18n/use-t.ts';
import { withoutRow, withRow } from '../rule-form.ts';
import { splitHint, withSplitPart, type SplitBy, type SplitDraft } from '../rule-split.ts';

type Props = {
  n: number;
  split: SplitDraft;
  categories: readonly string[];
  error?: string;
  onChange: (split: SplitDraft) => void;
};

/**
 * A split action's parts: by percent (adding up to 100) or by amount (the last part takes
 * the rest), 2 to MAX_SPLIT_PARTS of them, a row each (stacked on a phone).
 */
export function SplitActionFields({ n, split, categories, error, onChange }: Props) {
  const t = useT();
  const errorId = useId();
  const hint = splitHint(split, t);
  const byPercent = split.by === 'percent';
  const patch = (i: number, change: Partial<SplitDraft['parts'][number]>) =>
    onChange({ ...split, parts: withRow(split.parts, i, { ...split.parts[i]!, ...change }) });

  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
        {t('rules.split.legend', { n })}
      </Typography>
      <RadioGroup
        row
        aria-label={t('rules.split.by', { n })}
        value={split.by}
        onChange={(e) => onChange({ ...split, by: e.target.value as SplitBy })}
      >
        <FormControlLabel
          value="percent"
          control={<Radio size="small" />}
          label={t('rules.split.byPercent')}
        />
        <FormControlLabel
          value="amount"
          control={<Radio size="small" />}
          label={t('rules.split.byAmount')}
        />
      </RadioGroup>
      <Stack sx={{ gap: 1 }}>
        {split.parts.map((part, i) => {
          const names = { n, part: i + 1 };
          const rest = !byPercent && i === split.parts.length - 1;
          return (
            <Stack
              key={i}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
            >
              <Autocomplete
                freeSolo
                options={categories}
                inputValue={part.category}
                onInputChange={(_, text) => patch(i, { category: text })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('rules.split.partCategory', names)}
                    size="small"
                  />
                )}
                sx={{ flex: 2, minWidth: 0 }}
              />
              <TextField
                label={t(byPercent ? 'rules.split.partPercent' : 'rules.split.partAmount', names)}
                type={rest ? 'text' : 'number'}
                value={rest ? t('rules.split.theRest') : part.share}
                disabled={rest}
                onChange={(e) => patch(i, { share: e.target.value })}
                slotProps={{ htmlInput: { step: byPercent ? 1 : 0.01, min: 0 } }}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
              />
              <TextField
                label={t('rules.split.partNote', names)}
                value={part.notes}
                onChange={(e) => patch(i, { notes: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
                size="small"
                sx={{ flex: 2, minWidth: 0 }}
              />
              <IconButton
                aria-label={t('rules.split.removePart', names)}
                disabled={split.parts.length <= 2}
                onClick={() => onChange({ ...split, parts: withoutRow(split.parts, i) })}
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
        sx={{
          mt: 1,
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Button
          startIcon={<AddIcon />}
          disabled={split.parts.length >= MAX_SPLIT_PARTS}
          onClick={() => onChange(withSplitPart(split))}
        >
          {t('rules.split.addPart')}
        </Button>
        <Typography
          role="status"
          variant="body2"
          color={hint.ok ? 'text.secondary' : 'warning.main'}
        >
          {hint.text}
        </Typography>
      </Stack>
      {error && (
        <Typography id={errorId} variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
