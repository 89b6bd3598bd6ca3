import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

type CardLoadStateProps = {
  query: Query;
  /** For screen readers while it loads: 'Loading your passkeys'. */
  loading: string;
  /** What could not be shown when the first load failed. */
  failed: string;
  rows?: number;
};

/**
 * A settings card's data on its way (skeleton rows in the card's shape, not a spinner
 * that makes the card jump when it fills) or failed (with a way to ask again); nothing
 * once the data is there.
 */
export function CardLoadState({ query, loading, failed, rows = 2 }: CardLoadStateProps) {
  if (query.isPending && !query.isError) {
    return <LoadingSkeleton label={loading} rows={rows} sx={{ mt: 1 }} />;
  }
  if (query.isError) {
    return <LoadError message={failed} onRetry={() => void query.refetch()} sx={{ mt: 1 }} />;
  }
  return null;
}
