import { useCallback, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Budget, BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import type { Suggestions } from '@elevate/shared/schemas/plan-ahead';
import { applySuggestions } from '../apply-suggestions.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCreateBudget } from '../../../entities/budgets/create-budget.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { budgetsMessages } from '../budgets-messages.ts';
import {
  draftCategory,
  monthInputToIso,
  monthInputValue,
  prefillCategories,
  templateDraft,
} from '../create-budget-draft.ts';
import { DraftCategoryForm } from './draft-category-form.tsx';
import { DraftCategoryList } from './draft-category-list.tsx';
import { PlanAheadOptions } from './plan-ahead-options.tsx';
import { CopyLastMonthOption } from './copy-last-month-option.tsx';
import { budgetForMonth, copyAmounts, previousMonthInput } from '../copy-last-month.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

type CreateBudgetDialogProps = {
  /** The most recent budget, or null when there is none or the list failed to load. */
  latest: Budget | null;
  /** Every budget the user has (empty when the list failed): the taken months and last month's amounts. */
  budgets?: readonly Budget[];
  onClose: () => void;
  onCreated: (budget: Budget) => void;
};

/** The Create Budget dialog (docs/product/budgets.md). Mounted only while open, so each opening starts fresh. */
export function CreateBudgetDialog(props: CreateBudgetDialogProps) {
  const { latest, budgets = [], onClose, onCreated } = props;
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const monthStartDay = useMonthStartDay();
  const [month, setMonth] = useState(() => monthInputValue(new Date(), monthStartDay));
  const [categories, setCategories] = useState<BudgetCategoryInput[]>(() =>
    prefillCategories(latest),
  );
  const create = useCreateBudget();
  const taken = budgetForMonth(budgets, month);
  const lastMonth = budgetForMonth(budgets, previousMonthInput(month));
  // The amounts as they were before copying, put back when the box is unticked.
  const [beforeCopy, setBeforeCopy] = useState<BudgetCategoryInput[] | null>(null);
  const toggleCopy = (on: boolean) => {
    if (on && lastMonth) {
      setBeforeCopy(categories);
      setCategories(copyAmounts(categories, lastMonth.categories));
    } else if (!on && beforeCopy) {
      setCategories(copyAmounts(categories, beforeCopy));
      setBeforeCopy(null);
    }
  };
  const changeMonth = (value: string) => {
    // Copied amounts belong to the old month's predecessor: put them back first.
    if (beforeCopy) toggleCopy(false);
    setMonth(value);
  };
  const [carryOver, setCarryOver] = useState(false);
  const [bases, setBases] = useState<Record<string, string>>({});
  const suggest = useCallback((suggestions: Suggestions) => {
    setCategories((draft) => {
      const next = applySuggestions(draft, suggestions);
      setBases(next.bases);
      return next.categories;
    });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!month || categories.length === 0) return;
    create.mutate(
      { month: monthInputToIso(month), categories, carryOver },
      { onSuccess: onCreated },
    );
  };

  // A taken month is worth naming; anything else gets the page's usual text.
  const error =
    create.isError &&
    (isApiError(create.error) && create.error.status === 409 && create.error.msg
      ? create.error.msg
      : t(budgetsMessages.createFailed));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle>{t('budgets.create.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {error && <FormErrorAlert>{error}</FormErrorAlert>}
            <TextField
              label={t('budgets.create.month')}
              type="month"
              required
              value={month}
              onChange={(event) => changeMonth(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={
                taken && (
                  // Plain text colour: the theme's warning orange is too faint on white (axe).
                  <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
                    {t('budgets.create.taken', { month: formatMonthYear(taken.month) })}
                  </Box>
                )
              }
            />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle1" component="h3">
                {t('budgets.create.categories', { count: categories.length })}
              </Typography>
              <Button onClick={() => setCategories(templateDraft())}>
                {t('budgets.create.loadTemplate')}
              </Button>
            </Stack>
            <PlanAheadOptions
              latest={latest}
              month={month}
              carryOver={carryOver}
              onCarryOverChange={setCarryOver}
              onSuggestions={suggest}
            />
            <CopyLastMonthOption
              source={lastMonth}
              checked={beforeCopy !== null}
              onChange={toggleCopy}
            />
            <DraftCategoryList
              categories={categories}
              bases={bases}
              onRemove={(index) => setCategories((list) => list.filter((_, i) => i !== index))}
            />
            <DraftCategoryForm
              existing={categories}
              onAdd={(name, type, amount) =>
                setCategories((list) => [...list, draftCategory(list, name, type, amount)])
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('budgets.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={categories.length === 0 || !month || create.isPending}
          >
            {t('budgets.create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
