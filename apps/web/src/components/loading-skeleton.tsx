import { Skeleton, Stack, type SxProps, type Theme } from '@mui/material';

type LoadingSkeletonProps = {
  /** What is on its way, for screen readers ('Loading transactions'). */
  label: string;
  rows?: number;
  height?: number;
  sx?: SxProps<Theme>;
};

/**
 * Placeholder rows until the first answer: a figure or an empty state shown before the
 * server has said anything would be a guess (a user with a budget read 'No budget set').
 */
export function LoadingSkeleton({ label, rows = 3, height = 40, sx }: LoadingSkeletonProps) {
  return (
    <Stack role="progressbar" aria-label={label} aria-busy="true" spacing={1} sx={sx}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
