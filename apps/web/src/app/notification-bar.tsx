import { Alert, Snackbar } from '@mui/material';
import type { NotificationSeverity } from '../lib/notification-context.ts';

const notificationAutoHideMs = 4_000;

interface NotificationBarProps {
  id: number;
  message: string;
  severity: NotificationSeverity;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}

/** Bottom-centre bar, hidden after 4 s. */
export function NotificationBar({ id, message, severity, open, onClose }: NotificationBarProps) {
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={notificationAutoHideMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={() => onClose()} severity={severity} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
