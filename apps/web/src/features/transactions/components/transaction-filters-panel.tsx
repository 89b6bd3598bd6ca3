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

/** The collapsible Filters panel, its three buttons and the Page Size select. */
export function TransactionFiltersPanel(props: TransactionFiltersPanelProps) {
  const { initialFilters, clearedFilters, pageSize, busy, onPageSize, onApply, onFilterAll } =
    props;
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
        Filters
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
          <TextField label="Start Date" type="date" slotProps={dateSlot} {...field('startDate')} />
          <TextField label="End Date" type="date" slotProps={dateSlot} {...field('endDate')} />
          <TextField label="Description" {...field('description')} />
          <TextField label="Category" {...field('category')} />
          <TextField
            select
            label="Type"
            {...field('type')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="income">Income</MenuItem>
            <MenuItem value="expense">Expense</MenuItem>
            <MenuItem value="savings">Savings</MenuItem>
          </TextField>
          <TextField label="Min Amount" type="number" {...field('minAmount')} />
          <TextField label="Max Amount" type="number" {...field('maxAmount')} />
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
            label="Page Size"
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={busy} onClick={() => onApply(filters)}>
            Apply Filters (Paginated)
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => onFilterAll(filters)}>
            Filter All Transactions
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              setFilters(clearedFilters);
              props.onClear();
            }}
          >
            Clear Filters
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Paginated filtering searches the transactions loaded so far; Filter All searches your
          whole history.
        </Typography>
      </Collapse>
    </Paper>
  );
}
