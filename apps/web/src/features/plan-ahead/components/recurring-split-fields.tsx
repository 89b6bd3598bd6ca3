import { FormControlLabel, Switch, TextField } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import { useBudgetOfDate } from '../../../entities/budgets/get-month-budget.ts';
import { SplitEditor } from '../../../components/transaction-form/split-editor.tsx';
import { startSplit, type SplitFormPart } from '../../../components/transaction-form/split-form.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Props = {
  amount: string;
  type: CategoryType;
  startDate: string;
  category: string;
  parts: SplitFormPart[];
  onCategory: (category: string) => void;
  onParts: (parts: SplitFormPart[]) => void;
};

/**
 * A recurring rule's one category, or (Split on) the parts every occurrence is split into.
 * The parts' categories are those of the start month's budget of the rule's type.
 */
export function RecurringSplitFields(props: Props) {
  const { amount, type, startDate, category, parts, onCategory, onParts } = props;
  const t = useT();
  const budget = useBudgetOfDate(/^\d{4}-\d{2}/.test(startDate) ? startDate : new Date());
  const options = (budget.data?.categories ?? []).filter((c) => c.type === type).map((c) => c.name);
  const split = parts.length > 0;
  const unsplit = (name: string) => {
    onCategory(name);
    onParts([]);
  };

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={split}
            onChange={(e) =>
              e.target.checked ? onParts(startSplit(category, amount)) : unsplit(parts[0]!.category)
            }
          />
        }
        label={t('plan-ahead.ruleDialog.split')}
      />
      {split ? (
        // A part's category the month lacks stays choosable: the editor adds it to the list.
        <SplitEditor
          parts={parts}
          amount={amount}
          type={type}
          categoryOptions={options}
          onChange={onParts}
          onUnsplit={unsplit}
        />
      ) : (
        <TextField
          label={t('plan-ahead.ruleDialog.category')}
          required
          value={category}
          onChange={(e) => onCategory(e.target.value)}
        />
      )}
    </>
  );
}
