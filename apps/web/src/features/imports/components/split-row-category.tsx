import { Box, Chip, Tooltip } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { CategoryPicker } from './category-picker.tsx';

type Props = {
  row: ImportRow;
  type: CategoryType;
  onChange: (category: string) => void;
  sx?: object;
};

const partsText = (row: ImportRow) =>
  (row.splits ?? []).map((part) => `${part.category} ${formatMoney(part.amount)}`).join(' · ');

/**
 * A split row (a QIF split or a rule's) where its category would be: 'Split · 2', its parts
 * in a tooltip (shown on a tap too) and in the chip's name, and a picker whose choice files
 * the row under one category instead. The rows have one height, so the parts cannot unfold.
 */
export function SplitRowCategory({ row, type, onChange, sx }: Props) {
  const t = useT();
  const n = row.index + 1;
  const count = row.splits?.length ?? 0;
  const parts = partsText(row);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, width: '100%' }}>
      <Tooltip title={parts} enterTouchDelay={0}>
        <Chip
          label={t('imports.split.chip', { count })}
          size="small"
          tabIndex={0}
          aria-label={t('imports.split.chipLabel', { n, count, parts })}
          sx={{ flexShrink: 0 }}
        />
      </Tooltip>
      <CategoryPicker
        n={n}
        date={row.date}
        type={type}
        value=""
        onChange={onChange}
        label={t('imports.split.pickerLabel', { n })}
        placeholder={t('imports.split.placeholder')}
        sx={sx}
      />
    </Box>
  );
}
