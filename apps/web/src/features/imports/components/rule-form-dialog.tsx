import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import { ruleBody, type Rule, type RuleAction } from '@elevate/shared/schemas/rules';
import { useCreateRule } from '../../../entities/rules/rule-writes.ts';
import { importErrorText } from '../import-messages.ts';
import { MappingSelect } from './mapping-select.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The type choices, labelled by catalogue key. */
const typeOptions = [
  { value: '', label: 'imports.rule.keepType' },
  { value: 'expense', label: 'imports.row.type.expense' },
  { value: 'income', label: 'imports.row.type.income' },
  { value: 'savings', label: 'imports.row.type.savings' },
];

type Props = {
  /** Prefilled from a row. */
  rule: { contains: string; category: string; type: CategoryType | null };
  onClose: () => void;
  /** Called with the rule as stored, before the dialog closes. */
  onSaved?: (rule: Rule) => void;
};

/** Make a rule from a row: 'description contains X → category' (optionally → type), run last. */
export function RuleFormDialog({ rule, onClose, onSaved }: Props) {
  const t = useT();
  const [contains, setContains] = useState(rule.contains);
  const [category, setCategory] = useState(rule.category);
  const [type, setType] = useState<string>(rule.type ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useCreateRule();

  const submit = () => {
    const actions: RuleAction[] = [{ type: 'setCategory', value: category }];
    if (type) actions.push({ type: 'setType', value: type as CategoryType });
    const checked = ruleBody.safeParse({
      name: `${contains.trim()} → ${category.trim()}`.slice(0, 200),
      match: 'all',
      conditions: [{ field: 'description', op: 'contains', value: contains }],
      actions,
    });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? t('imports.rule.check'));
      return;
    }
    setInvalid(null);
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="rule-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="rule-title">{t('imports.rule.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('imports.rule.contains')}
            value={contains}
            onChange={(event) => setContains(event.target.value)}
            helperText={t('imports.rule.containsHelp')}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={t('imports.rule.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <MappingSelect
            label={t('imports.rule.type')}
            value={type}
            options={typeOptions.map((option) => ({ ...option, label: t(option.label) }))}
            onChange={setType}
          />
          {(invalid ?? save.error) && (
            <FormErrorAlert>{invalid ?? importErrorText(save.error)}</FormErrorAlert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('imports.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('imports.rule.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
