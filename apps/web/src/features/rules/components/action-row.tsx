import { Autocomplete, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useT } from '../../../lib/i18n/use-t.ts';
import { newAction, type ActionDraft, type ActionType } from '../rule-form.ts';
import { actionLabelKeys, typeLabelKeys } from '../rules-messages.ts';
import { SplitActionFields } from './split-action-fields.tsx';

type Props = {
  n: number;
  action: ActionDraft;
  categories: readonly string[];
  tags: readonly string[];
  error?: string;
  canRemove: boolean;
  onChange: (action: ActionDraft) => void;
  onRemove: () => void;
};

/** One action: what to set, and its value (a category or tag from the ledger's, or new). */
export function ActionRow({
  n,
  action,
  categories,
  tags,
  error,
  canRemove,
  onChange,
  onRemove,
}: Props) {
  const t = useT();
  const label = t('rules.dialog.actionValue', { n });
  const valueProps = { error: Boolean(error), helperText: error, size: 'small' } as const;
  const set = (value: string) => onChange({ ...action, value });
  const suggestions = action.type === 'setCategory' ? categories : tags;

  const valueInput = () => {
    if (action.split)
      return (
        <SplitActionFields
          n={n}
          split={action.split}
          categories={categories}
          error={error}
          onChange={(split) => onChange({ ...action, split })}
        />
      );
    if (action.type === 'setType')
      return (
        <TextField
          select
          label={label}
          value={action.value}
          onChange={(e) => set(e.target.value)}
          {...valueProps}
        >
          {Object.entries(typeLabelKeys).map(([key, text]) => (
            <MenuItem key={key} value={key}>
              {t(text)}
            </MenuItem>
          ))}
        </TextField>
      );
    if (action.type === 'setCategory' || action.type === 'addTag')
      return (
        <Autocomplete
          freeSolo
          options={suggestions}
          inputValue={action.value}
          onInputChange={(_, text) => set(text)}
          renderInput={(params) => <TextField {...params} label={label} {...valueProps} />}
        />
      );
    return (
      <TextField
        label={label}
        value={action.value}
        onChange={(e) => set(e.target.value)}
        slotProps={{ htmlInput: { maxLength: action.type === 'setNotes' ? 1000 : 200 } }}
        {...valueProps}
      />
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        label={t('rules.dialog.action', { n })}
        value={action.type}
        onChange={(event) => onChange(newAction(event.target.value as ActionType))}
        size="small"
        sx={{ minWidth: 160 }}
      >
        {Object.entries(actionLabelKeys).map(([key, text]) => (
          <MenuItem key={key} value={key}>
            {t(text)}
          </MenuItem>
        ))}
      </TextField>
      <Stack sx={{ flex: 1, minWidth: 0 }}>{valueInput()}</Stack>
      <IconButton
        aria-label={t('rules.dialog.removeAction', { n })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <RemoveIcon />
      </IconButton>
    </Stack>
  );
}
