import { createContext, useContext } from 'react';

export type NotificationSeverity = 'info' | 'success' | 'error';
export type Notify = (message: string, severity?: NotificationSeverity) => void;

export const NotificationContext = createContext<Notify | null>(null);

/** Shows a message in the bottom-centre notification bar for 4 seconds. */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify must be used within a NotificationProvider');
  return notify;
}
