import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import {
  MAX_TAG_LENGTH,
  MAX_TAGS,
  TAG_MESSAGES,
  tagProblem,
  uniqueTags,
} from '@elevate/shared/schemas/tags';
import { createAppIntl } from '../../lib/i18n/app-intl.ts';
import { englishMessages } from '../../lib/i18n/catalogues.ts';
import { useT, type Translate } from '../../lib/i18n/use-t.ts';

type TagsFieldProps = {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The ledger's tags, suggested as the person types; any other text makes a new tag. */
  options: readonly string[];
  /** The server's refusal of the tags (a 400 on `tags`), shown until they change. */
  serverError?: string;
};

const helpText = (t: Translate) =>
  t('components.tagsField.help', { max: MAX_TAGS, length: MAX_TAG_LENGTH });
const fullText = (t: Translate) => t('components.tagsField.full', { max: MAX_TAGS });

const english = createAppIntl('en', englishMessages, 'en-US');
const inEnglish: Translate = (id, values) => english.formatMessage({ id }, values);
/** The field's helper texts in English, as the tests read them; the field says them in the app's language. */
export const tagsHelp = helpText(inEnglish);
export const tagsFull = fullText(inEnglish);

/** Why the last addition was refused: past the limit (the shared schema's words), or full. */
type Refusal = 'tooMany' | 'full' | null;

/**
 * The form's Tags: chips, typed freely or picked from the ledger's tags. The API's limits
 * are kept here so nothing typed is lost to a refusal: a tag too long or one past the
 * twentieth is not added, says why and stays in the box to be shortened.
 */
export function TagsField({ value, onChange, options, serverError }: TagsFieldProps) {
  const [typed, setTyped] = useState('');
  const t = useT();
  const [refusal, setRefusal] = useState<Refusal>(null);
  const refused =
    refusal === 'tooMany' ? TAG_MESSAGES.tooMany : refusal === 'full' ? fullText(t) : null;
  const full = value.length >= MAX_TAGS;
  const typedProblem = typed.trim() === '' ? null : tagProblem(typed);
  const problem = typedProblem ?? refused ?? serverError ?? null;

  /** A ledger tag is written its way, so a new chip never shows a second spelling of it. */
  const spelt = (tag: string) =>
    options.find((option) => option.toLowerCase() === tag.trim().toLowerCase()) ?? tag.trim();

  const change = (next: readonly string[]) => {
    const tags = uniqueTags(next.map(spelt));
    setRefusal(tags.length > MAX_TAGS ? 'tooMany' : null);
    if (tags.length <= MAX_TAGS) onChange(tags);
  };

  /** Whether the typed text may become a chip; if not, it stays and the helper says why. */
  const mayAdd = () => {
    if (typed.trim() === '' || typedProblem) return false;
    if (full && !value.some((tag) => tag.toLowerCase() === typed.trim().toLowerCase())) {
      setRefusal('full');
      return false;
    }
    return true;
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || typed.trim() === '' || mayAdd()) return;
    // Neither a chip nor the form's submit: the text waits to be fixed.
    event.defaultMuiPrevented = true;
    event.preventDefault();
  };

  // Text typed and left (the person went on to Notes or the submit button) is a tag too.
  const blur = () => {
    if (!mayAdd()) return;
    change([...value, typed]);
    setTyped('');
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      filterSelectedOptions
      options={options}
      value={[...value]}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        setTyped(text);
        // New text is a new try: the last refusal no longer applies to it.
        if (reason === 'input') setRefusal(null);
      }}
      onChange={(_event, next) => change(next)}
      // Runs before the Autocomplete's own keys, which it can hold back (defaultMuiPrevented).
      onKeyDown={keyDown}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...item } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...item} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('components.tagsField.label')}
          error={problem !== null}
          helperText={problem ?? (full ? fullText(t) : helpText(t))}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              onBlur: (event: FocusEvent<HTMLInputElement>) => {
                params.slotProps.htmlInput.onBlur?.(event);
                blur();
              },
            },
          }}
        />
      )}
    />
  );
}
