import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import {
  NotificationContext,
  type NotificationAction,
  type NotificationSeverity,
} from '../lib/notification-context.ts';

// The bar is fetched with the first notification: pages that never notify (the sign-in
// page) do not pay for it in their first load.
const NotificationBar = lazy(() =>
  import('./notification-bar.tsx').then((m) => ({ default: m.NotificationBar })),
);

type Notification = {
  id: number;
  message: string;
  severity: NotificationSeverity;
  action?: NotificationAction;
};

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback(
    (message: string, severity: NotificationSeverity = 'info', action?: NotificationAction) => {
      setCurrent({ id: Date.now(), message, severity, action });
      setOpen(true);
    },
    [],
  );

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page should not dismiss the message early.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NotificationBar {...current} open={open} onClose={close} />
        </Suspense>
      )}
    </NotificationContext.Provider>
  );
}
