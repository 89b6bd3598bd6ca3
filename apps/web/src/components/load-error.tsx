import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useT } from '../lib/i18n/use-t.ts';

type LoadErrorProps = { message: string; onRetry: () => void; sx?: SxProps<Theme> };

/** A first load that failed: what could not be shown, and a way to ask again. */
export function LoadError({ message, onRetry, sx }: LoadErrorProps) {
  const t = useT();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('components.loadError.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
