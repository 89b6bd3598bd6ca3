import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useMonthStartPreview } from '../../../entities/ledgers/month-start-preview.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { MonthStartPreviewTable } from './month-start-preview-table.tsx';

type MonthStartDialogProps = {
  ledgerId: string;
  /** The day chosen in the select; null while no change is asked (closed). */
  day: number | null;
  saving: boolean;
  error: string | null;
  onSave: () => void;
  onClose: () => void;
};

/**
 * Before a new start day is saved: how many transactions move to another budget month and
 * which months' totals change (the server's preview, nothing saved yet). Full screen on a phone.
 */
export function MonthStartDialog(props: MonthStartDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={props.day !== null}
      onClose={props.saving ? undefined : props.onClose}
      aria-labelledby="month-start-title"
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      {/* Mounted per opening: each question asks the server afresh. */}
      {props.day !== null && <Preview {...props} day={props.day} />}
    </Dialog>
  );
}

function Preview({
  ledgerId,
  day,
  saving,
  error,
  onSave,
  onClose,
}: MonthStartDialogProps & { day: number }) {
  const t = useT();
  const preview = useMonthStartPreview(ledgerId, day);
  return (
    <>
      <DialogTitle id="month-start-title">
        {t('ledgers.monthStart.dialogTitle', { day })}
      </DialogTitle>
      <DialogContent>
        {error && <FormErrorAlert sx={{ mb: 2 }}>{error}</FormErrorAlert>}
        <Box aria-live="polite">
          {preview.isPending ? (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} aria-hidden="true" />
              <Typography>{t('ledgers.monthStart.loading')}</Typography>
            </Stack>
          ) : preview.isError ? (
            <LoadError
              message={t('ledgers.monthStart.previewFailed')}
              onRetry={() => void preview.refetch()}
            />
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>
                {t('ledgers.monthStart.moved', { count: preview.data.moved })}
              </Typography>
              {preview.data.months.length > 0 ? (
                <MonthStartPreviewTable months={preview.data.months} />
              ) : (
                <Typography color="text.secondary">
                  {t('ledgers.monthStart.noTotalsChange')}
                </Typography>
              )}
            </>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('ledgers.monthStart.recomputed')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('ledgers.cancel')}
        </Button>
        {/* Not before the preview is in (or failed): the change is read before it is made. */}
        <Button variant="contained" onClick={onSave} disabled={saving || preview.isPending}>
          {t('ledgers.save')}
        </Button>
      </DialogActions>
    </>
  );
}
