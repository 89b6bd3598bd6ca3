import { Autocomplete, TextField } from '@mui/material';
import { MAX_TAG_LENGTH } from '@elevate/shared/schemas/tags';
import { useT } from '../../../lib/i18n/use-t.ts';

type TagFilterFieldProps = {
  /** The ledger's tags, suggested as the person types. */
  tags: readonly string[];
  /** '' for any tag. */
  value: string;
  onChange: (tag: string) => void;
};

/**
 * The Filters panel's Tag: one tag, picked from the ledger's or typed (the server matches
 * it whatever its case). Like the account, it narrows the server's pages in every mode.
 */
export function TagFilterField({ tags, value, onChange }: TagFilterFieldProps) {
  const t = useT();
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={tags}
      inputValue={value}
      onInputChange={(_event, tag) => onChange(tag)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('transactions.filters.tag')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX_TAG_LENGTH },
          }}
        />
      )}
    />
  );
}
