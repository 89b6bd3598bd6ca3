import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { UploadProgress } from '../../../lib/upload.ts';

/**
 * Upload then processing: a bar filling with the bytes sent, then a moving bar while the
 * server reads the file (a 100,000-row file takes a few seconds).
 */
export function UploadProgressBar({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: UploadProgress | null;
  onCancel: () => void;
}) {
  const processing = progress?.phase === 'processing';
  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0;
  const label = processing
    ? `Reading ${fileName}…`
    : `Uploading ${fileName}… ${Math.round(percent)}%`;
  return (
    <Stack sx={{ gap: 1.5, py: 4 }} role="status" aria-live="polite">
      <Typography>{label}</Typography>
      <LinearProgress
        aria-label={processing ? 'Processing' : 'Upload progress'}
        variant={processing ? 'indeterminate' : 'determinate'}
        value={processing ? undefined : percent}
      />
      <Box>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Stack>
  );
}
