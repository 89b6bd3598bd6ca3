import { createContext, useContext } from 'react';

export type NotificationSeverity = 'info' | 'success' | 'error';
/** A button in the bar (an offer the person can take); the bar then stays up longer. */
export type NotificationAction = { label: string; onClick: () => void };
export type Notify = (
  message: string,
  severity?: NotificationSeverity,
  action?: NotificationAction,
) => void;

export const NotificationContext = createContext<Notify | null>(null);

/** Shows a message in the bottom-centre notification bar for 4 seconds (10 with an action). */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify must be used within a NotificationProvider');
  return notify;
}
