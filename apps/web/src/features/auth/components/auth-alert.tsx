import { Alert, type AlertColor } from '@mui/material';

type AuthAlertProps = { message: string | null | undefined; severity?: AlertColor };

/** Errors and results of the auth pages appear in an alert box (spec section 8). */
export function AuthAlert({ message, severity = 'error' }: AuthAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 3 }} role={severity === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
