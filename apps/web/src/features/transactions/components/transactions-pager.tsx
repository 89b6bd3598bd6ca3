import { Box, Button, Pagination } from '@mui/material';
import type { Pagination as PaginationInfo } from '@elevate/shared/schemas/transactions';
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

/** Numbered pages (first and last included) for the plain list, and the load-more button. */
export function TransactionsPager({
  mode,
  pagination,
  loadingMore,
  onPage,
  onLoadMore,
}: TransactionsPagerProps) {
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
          aria-label="Transaction pages"
        />
      )}
      {showsLoadMore(mode, pagination) && (
        <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
          {loadMoreLabel(mode, loadingMore)}
        </Button>
      )}
    </Box>
  );
}
