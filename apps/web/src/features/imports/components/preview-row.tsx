import { memo } from 'react';
import {
  Box,
  Checkbox,
  Chip,
  IconButton,
  NativeSelect,
  Skeleton,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
  type Theme,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RuleIcon from '@mui/icons-material/Rule';
import { amountColor, CATEGORY_TYPES } from '@elevate/shared';
import type { CategoryType } from '@elevate/shared';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import { formatShortDate, formatSignedMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { MatchChoice } from '../hooks/use-row-edits.ts';
import { CategoryPicker } from './category-picker.tsx';
import { PossibleMatchLine } from './possible-match.tsx';
import { SplitRowCategory } from './split-row-category.tsx';

export type RowView = {
  included: boolean;
  type: CategoryType;
  category: string;
  match: MatchChoice | null;
};

type PreviewRowProps = {
  row: ImportRow;
  view: RowView;
  compact: boolean;
  height: number;
  /** Ticked for a bulk change (not the same as imported). */
  selected: boolean;
  onSelect: (index: number, selected: boolean) => void;
  onInclude: (row: ImportRow, include: boolean) => void;
  onType: (row: ImportRow, type: CategoryType) => void;
  onCategory: (row: ImportRow, category: string) => void;
  onMatch: (row: ImportRow, match: MatchChoice) => void;
  onCreateRule: (row: ImportRow, view: RowView) => void;
  /** The rule that set the row at upload, when one did. */
  ruleName?: string;
};

/** Each category type's catalogue key. */
const typeLabels: Record<CategoryType, string> = {
  income: 'imports.row.type.income',
  expense: 'imports.row.type.expense',
  savings: 'imports.row.type.savings',
};

const cell = { py: 0, overflow: 'hidden' } as const;
// A bar at the row's start, not a tinted row: the amounts' colours keep their contrast.
const selectedMark = (selected: boolean) => ({
  py: 0,
  px: 0.5,
  boxShadow: selected ? (theme: Theme) => `inset 3px 0 0 ${theme.palette.secondary.main}` : 'none',
});
const fieldSx = {
  fontSize: '0.875rem',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1,
  width: '100%',
} as const;

/**
 * One preview row as it will be saved: its selection for a bulk change, its import tick,
 * type, category and 'create rule'.
 */
export const PreviewRow = memo(function PreviewRow(props: PreviewRowProps) {
  const { row, view, compact, height, selected, onSelect, onInclude, onType, onCategory } = props;
  const { onMatch, onCreateRule, ruleName } = props;
  const t = useT();
  const n = row.index + 1;
  const setByText = ruleName === undefined ? '' : t('imports.row.setBy', { rule: ruleName });
  const amount = (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: 500, color: amountColor(row.amount, view.type), whiteSpace: 'nowrap' }}
    >
      {formatSignedMoney(row.amount, view.type)}
    </Typography>
  );
  const duplicate = row.duplicate && (
    // Default text colour: the warning orange on a light background is below 4.5:1.
    <Chip
      icon={<ContentCopyIcon color="warning" />}
      label={t('imports.row.duplicate')}
      size="small"
      variant="outlined"
      sx={{ ml: 1, flexShrink: 0 }}
    />
  );
  // Beside the description on a wide row only the mark, named for assistive technology: the
  // description needs the room. On a phone the row's second line has it for the rule's name.
  const setByMark = ruleName !== undefined && (
    <Tooltip title={setByText}>
      <RuleIcon
        role="img"
        aria-label={setByText}
        fontSize="small"
        color="action"
        sx={{ ml: 1, flexShrink: 0 }}
      />
    </Tooltip>
  );
  const setBy = ruleName !== undefined && (
    <Tooltip title={setByText}>
      <Chip
        icon={<RuleIcon />}
        label={ruleName}
        size="small"
        variant="outlined"
        aria-label={setByText}
        sx={{ ml: 1, flexShrink: 1, minWidth: 0, maxWidth: 160 }}
      />
    </Tooltip>
  );
  const match = row.match && view.match && (
    <PossibleMatchLine
      n={n}
      match={row.match}
      choice={view.match}
      onChoice={(choice) => onMatch(row, choice)}
    />
  );
  const type = (
    <NativeSelect
      value={view.type}
      onChange={(event) => onType(row, event.target.value as CategoryType)}
      inputProps={{ 'aria-label': t('imports.row.typeLabel', { n }) }}
      sx={{ fontSize: '0.875rem', minWidth: 92 }}
    >
      {CATEGORY_TYPES.map((value) => (
        <option key={value} value={value}>
          {t(typeLabels[value])}
        </option>
      ))}
    </NativeSelect>
  );
  // Still split as the file or a rule made it: a category chosen by hand replaces the parts.
  const category =
    (row.splits?.length ?? 0) > 0 && !view.category ? (
      <SplitRowCategory
        row={row}
        type={view.type}
        onChange={(value) => onCategory(row, value)}
        sx={fieldSx}
      />
    ) : (
      <CategoryPicker
        n={n}
        date={row.date}
        type={view.type}
        value={view.category}
        onChange={(value) => onCategory(row, value)}
        sx={fieldSx}
      />
    );
  const rule = (
    <Tooltip title={t('imports.row.createRuleTip')}>
      <IconButton
        size="small"
        aria-label={t('imports.row.createRule', { n })}
        onClick={() => onCreateRule(row, view)}
      >
        <RuleIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  const tick = (
    <Checkbox
      size="small"
      checked={view.included}
      onChange={(event) => onInclude(row, event.target.checked)}
      slotProps={{
        input: { 'aria-label': t('imports.row.include', { n, description: row.description }) },
      }}
    />
  );

  const select = (
    <Checkbox
      size="small"
      color="secondary"
      checked={selected}
      onChange={(event) => onSelect(row.index, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('imports.row.select', { n }) } }}
    />
  );

  if (compact) {
    return (
      <TableRow
        aria-selected={selected}
        sx={{ height }}
        data-testid="preview-row"
        data-row-index={row.index}
      >
        <TableCell
          padding="checkbox"
          sx={{ ...selectedMark(selected), verticalAlign: 'top', pt: 1 }}
        >
          {select}
          {tick}
        </TableCell>
        <TableCell sx={{ ...cell, pr: 1 }}>
          <Typography variant="body2" noWrap title={row.description}>
            {row.description}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {formatShortDate(row.date)}
            </Typography>
            {amount}
            {duplicate}
            {setBy}
          </Box>
          {match}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {type}
            {category}
            {rule}
          </Box>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow
      hover
      aria-selected={selected}
      sx={{ height }}
      data-testid="preview-row"
      data-row-index={row.index}
    >
      <TableCell padding="checkbox" sx={selectedMark(selected)}>
        {select}
      </TableCell>
      <TableCell padding="checkbox" sx={{ py: 0, px: 0.5 }}>
        {tick}
      </TableCell>
      <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>{formatShortDate(row.date)}</TableCell>
      <TableCell sx={cell}>
        <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" noWrap title={row.description}>
            {row.description}
          </Typography>
          {duplicate}
          {setByMark}
        </Box>
        {match}
      </TableCell>
      <TableCell sx={cell}>{type}</TableCell>
      <TableCell sx={cell}>{category}</TableCell>
      <TableCell align="right" sx={cell}>
        {amount}
      </TableCell>
      <TableCell align="right" sx={{ ...cell, px: 1 }}>
        {rule}
      </TableCell>
    </TableRow>
  );
});

/** A row whose page is still being read. */
export function PlaceholderRow({ height, columns }: { height: number; columns: number }) {
  return (
    <TableRow sx={{ height }} data-testid="preview-row-placeholder">
      <TableCell colSpan={columns} sx={cell}>
        <Skeleton variant="text" aria-hidden />
      </TableCell>
    </TableRow>
  );
}
