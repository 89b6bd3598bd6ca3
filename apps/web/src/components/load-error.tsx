import { Alert, Button, type SxProps, type Theme } from '@mui/material';

type LoadErrorProps = { message: string; onRetry: () => void; sx?: SxProps<Theme> };

/** A first load that failed: what could not be shown, and a way to ask again. */
export function LoadError({ message, onRetry, sx }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
