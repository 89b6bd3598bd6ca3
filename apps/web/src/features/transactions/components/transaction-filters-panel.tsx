import { useState } from 'react';
import {
  Box,
  Button,
  Collapse,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { Account } from '@elevate/shared/schemas/accounts';
import { PAGE_SIZE_OPTIONS } from '@elevate/shared/schemas/transactions';
import type { ListFilters } from '../../../entities/transactions/filter-query.ts';
import { normalizeAmountInput } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { AccountFilterField } from './account-filter-field.tsx';
import { TagFilterField } from './tag-filter-field.tsx';

type TransactionFiltersPanelProps = {
  /** What the fields show first (the dashboard's month, or nothing). */
  initialFilters: ListFilters;
  pageSize: number;
  busy: boolean;
  onPageSize: (size: number) => void;
  onApply: (filters: ListFilters) => void;
  onFilterAll: (filters: ListFilters) => void;
  /** What Clear Filters puts back in the fields: the budget's month, shown, or nothing. */
  clearedFilters: ListFilters;
  onClear: () => void;
  /**
   * The ledger's accounts once known: the Account select shows only with two or more, so a
   * single-account ledger keeps the panel it always had.
   */
  accounts?: readonly Account[];
  /**
   * The ledger's tags: the Tag field shows once it has one (or a link named a tag), so a
   * ledger without tags keeps the panel it always had.
   */
  tags?: readonly string[];
};

const dateSlot = { inputLabel: { shrink: true } };
// Amounts are typed with the reader's separators ('12,50' in German): text, read on apply.
const amountSlot = { htmlInput: { inputMode: 'decimal' } } as const;

/** The filters as the server and the list read them: amounts as '1234.56'. */
const readFilters = (filters: ListFilters): ListFilters => ({
  ...filters,
  minAmount: normalizeAmountInput(filters.minAmount),
  maxAmount: normalizeAmountInput(filters.maxAmount),
});

/** The collapsible Filters panel, its three buttons and the Page Size select. */
export function TransactionFiltersPanel(props: TransactionFiltersPanelProps) {
  const { initialFilters, clearedFilters, pageSize, busy, onPageSize, onApply, onFilterAll } =
    props;
  const t = useT();
  const accounts = props.accounts ?? [];
  const tags = props.tags ?? [];
  const [open, setOpen] = useState(true);
  const [filters, setFilters] = useState<ListFilters>(initialFilters);
  const field = (key: keyof ListFilters) => ({
    value: filters[key],
    size: 'small' as const,
    onChange: (event: { target: { value: string } }) =>
      setFilters((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <Paper sx={{ p: 2, mb: 2 }}>
      <Button
        onClick={() => setOpen((value) => !value)}
        startIcon={<FilterListIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={open}
        aria-controls="transaction-filters"
      >
        {t('transactions.filters.toggle')}
      </Button>
      <Collapse in={open} id="transaction-filters">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <TextField
            label={t('transactions.filters.startDate')}
            type="date"
            slotProps={dateSlot}
            {...field('startDate')}
          />
          <TextField
            label={t('transactions.filters.endDate')}
            type="date"
            slotProps={dateSlot}
            {...field('endDate')}
          />
          <TextField label={t('transactions.filters.description')} {...field('description')} />
          <TextField label={t('transactions.filters.category')} {...field('category')} />
          <TextField
            select
            label={t('transactions.filters.type')}
            {...field('type')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('transactions.filters.typeAll')}</MenuItem>
            <MenuItem value="income">{t('transactions.filters.typeIncome')}</MenuItem>
            <MenuItem value="expense">{t('transactions.filters.typeExpense')}</MenuItem>
            <MenuItem value="savings">{t('transactions.filters.typeSavings')}</MenuItem>
          </TextField>
          <TextField
            label={t('transactions.filters.minAmount')}
            slotProps={amountSlot}
            {...field('minAmount')}
          />
          <TextField
            label={t('transactions.filters.maxAmount')}
            slotProps={amountSlot}
            {...field('maxAmount')}
          />
          {accounts.length > 1 && (
            <AccountFilterField
              accounts={accounts}
              value={filters.accountId}
              onChange={(accountId) => setFilters((current) => ({ ...current, accountId }))}
            />
          )}
          {(tags.length > 0 || initialFilters.tag !== '') && (
            <TagFilterField
              tags={tags}
              value={filters.tag}
              onChange={(tag) => setFilters((current) => ({ ...current, tag }))}
            />
          )}
          <TextField
            select
            label={t('transactions.filters.pageSize')}
            size="small"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ mt: 2, flexWrap: 'wrap' }}
        >
          <Button variant="contained" disabled={busy} onClick={() => onApply(readFilters(filters))}>
            {t('transactions.filters.apply')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => onFilterAll(readFilters(filters))}
          >
            {t('transactions.filters.filterAll')}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              setFilters(clearedFilters);
              props.onClear();
            }}
          >
            {t('transactions.filters.clear')}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('transactions.filters.hint')}
        </Typography>
      </Collapse>
    </Paper>
  );
}
