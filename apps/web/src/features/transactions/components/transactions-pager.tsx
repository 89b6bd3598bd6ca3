import { Box, Button, Pagination, type UsePaginationItem } from '@mui/material';
import type { Pagination as PaginationInfo } from '@elevate/shared/schemas/transactions';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import {
  loadMoreLabel,
  showsLoadMore,
  showsNumberedPagination,
  type FilterMode,
} from '../transactions-status.ts';

type TransactionsPagerProps = {
  mode: FilterMode;
  pagination: PaginationInfo | null;
  loadingMore: boolean;
  onPage: (page: number) => void;
  onLoadMore: () => void;
};

/** What a screen reader hears for each button of the numbered pages ('Go to page 3'). */
function pageButtonLabel(
  t: Translate,
  type: UsePaginationItem['type'],
  page: number | null,
  selected: boolean,
): string {
  switch (type) {
    case 'page':
      return selected
        ? t('transactions.pager.currentPage', { page: page ?? '' })
        : t('transactions.pager.goToPage', { page: page ?? '' });
    case 'first':
      return t('transactions.pager.goToFirst');
    case 'last':
      return t('transactions.pager.goToLast');
    case 'next':
      return t('transactions.pager.goToNext');
    case 'previous':
      return t('transactions.pager.goToPrevious');
    default:
      // The '…' between page numbers is no button.
      return '';
  }
}

/** Numbered pages (first and last included) for the plain list, and the load-more button. */
export function TransactionsPager({
  mode,
  pagination,
  loadingMore,
  onPage,
  onLoadMore,
}: TransactionsPagerProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 2 }}>
      {pagination && showsNumberedPagination(mode, pagination) && (
        <Pagination
          count={pagination.totalPages}
          page={pagination.currentPage}
          onChange={(_, page) => onPage(page)}
          showFirstButton
          showLastButton
          color="primary"
          siblingCount={1}
          aria-label={t('transactions.pager.label')}
          getItemAriaLabel={(type, page, selected) => pageButtonLabel(t, type, page, selected)}
        />
      )}
      {showsLoadMore(mode, pagination) && (
        <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
          {loadMoreLabel(mode, loadingMore, t)}
        </Button>
      )}
    </Box>
  );
}
