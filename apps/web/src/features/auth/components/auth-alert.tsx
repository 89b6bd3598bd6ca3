import { Alert, type AlertColor } from '@mui/material';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

type AuthAlertProps = { message: string | null | undefined; severity?: AlertColor };

/** Errors and results of the auth pages appear in an alert box (docs/product/sign-in.md). */
export function AuthAlert({ message, severity = 'error' }: AuthAlertProps) {
  if (!message) return null;
  if (severity === 'error') return <FormErrorAlert sx={{ mb: 3 }}>{message}</FormErrorAlert>;
  return (
    <Alert severity={severity} sx={{ mb: 3 }} role="status">
      {message}
    </Alert>
  );
}
