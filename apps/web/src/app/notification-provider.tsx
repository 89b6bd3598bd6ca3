import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { NotificationContext, type NotificationSeverity } from './notification-context.ts';

export const notificationAutoHideMs = 4_000;

type Notification = { id: number; message: string; severity: NotificationSeverity };

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback((message: string, severity: NotificationSeverity = 'info') => {
    setCurrent({ id: Date.now(), message, severity });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page should not dismiss the message early.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.id}
        open={open}
        autoHideDuration={notificationAutoHideMs}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => close()}
          severity={current?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotificationContext.Provider>
  );
}
