import { useMemo, useState } from 'react';
import { Autocomplete, InputBase, createFilterOptions } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import { UNCATEGORIZED } from '@elevate/shared/schemas/imports';
import { useBudgetOfDate } from '../../../entities/budgets/get-month-budget.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Option = { name: string; create?: boolean };

type CategoryPickerProps = {
  n: number;
  date: string;
  type: CategoryType;
  value: string;
  onChange: (category: string) => void;
  sx?: object;
  /** The field's accessible name when it is not one row's ('Category of row n'). */
  label?: string;
  placeholder?: string;
};

const filter = createFilterOptions<Option>();
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The row's category, picked from its month's categories of its type (type-ahead): a
 * typo no longer becomes a new budget category, creating one is its own choice.
 */
export function CategoryPicker(props: CategoryPickerProps) {
  const { n, date, type, value, onChange, sx, label, placeholder } = props;
  const t = useT();
  const budget = useBudgetOfDate(date);
  const [input, setInput] = useState(value);
  const options = useMemo(() => {
    const names = (budget.data?.categories ?? [])
      .filter((category) => category.type === type)
      .map((category) => category.name);
    // The row's own (rule, payee, file) and Uncategorized stay choosable as they are.
    for (const extra of [value, UNCATEGORIZED]) {
      if (extra && !names.some((name) => same(name, extra))) names.push(extra);
    }
    return names.map((name): Option => ({ name }));
  }, [budget.data, type, value]);

  // One object per value: a new one each render would reset what is being typed.
  const selected = useMemo(
    () => options.find((option) => same(option.name, value)) ?? { name: value },
    [options, value],
  );

  return (
    <Autocomplete<Option, false, true, false>
      size="small"
      disableClearable
      value={selected}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => same(option.name, selected.name)}
      filterOptions={(list, state) => {
        const found = filter(list, state);
        const text = state.inputValue.trim();
        if (text && !list.some((option) => same(option.name, text))) {
          found.push({ name: text.slice(0, 100), create: true });
        }
        return found;
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.create ? t('imports.category.create', { name: option.name }) : option.name}
        </li>
      )}
      onChange={(_, option) => onChange(option.name)}
      // Leaving the box without choosing puts back the chosen category, not the typed text.
      onBlur={() => setInput(value)}
      renderInput={(params) => (
        <InputBase
          ref={params.slotProps.input.ref}
          inputProps={{
            ...params.slotProps.htmlInput,
            'aria-label': label ?? t('imports.category.label', { n }),
          }}
          placeholder={placeholder}
          sx={sx}
        />
      )}
      sx={{ width: '100%' }}
    />
  );
}
