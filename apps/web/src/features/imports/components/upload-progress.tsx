import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const intl = useAppIntl();
  const processing = progress?.phase === 'processing';
  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0;
  const label = processing
    ? t('imports.upload.reading', { fileName })
    : t('imports.upload.uploading', {
        fileName,
        percent: intl.formatNumber(Math.round(percent) / 100, { style: 'percent' }),
      });
  return (
    <Stack sx={{ gap: 1.5, py: 4 }} role="status" aria-live="polite">
      <Typography>{label}</Typography>
      <LinearProgress
        aria-label={processing ? t('imports.upload.processing') : t('imports.upload.progress')}
        variant={processing ? 'indeterminate' : 'determinate'}
        value={processing ? undefined : percent}
      />
      <Box>
        <Button onClick={onCancel}>{t('imports.cancel')}</Button>
      </Box>
    </Stack>
  );
}
