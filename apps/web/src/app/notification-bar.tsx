import { Alert, Button, Snackbar } from '@mui/material';
import type { NotificationAction, NotificationSeverity } from '../lib/notification-context.ts';

const notificationAutoHideMs = 4_000;
// Long enough to read an offer and reach its button.
const withActionAutoHideMs = 10_000;

interface NotificationBarProps {
  id: number;
  message: string;
  severity: NotificationSeverity;
  action?: NotificationAction;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}

/** Bottom-centre bar, hidden after 4 s (10 s with an action, which closes it when taken). */
export function NotificationBar({
  id,
  message,
  severity,
  action,
  open,
  onClose,
}: NotificationBarProps) {
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={action ? withActionAutoHideMs : notificationAutoHideMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={() => onClose()}
        severity={severity}
        variant="filled"
        sx={{ width: '100%' }}
        action={
          action && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onClose();
                action.onClick();
              }}
            >
              {action.label}
            </Button>
          )
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
