import { useEffect } from 'react';
import { storageKeys } from '../lib/storage.ts';

type Rechecks = {
  /** The tab is shown again. */
  onVisible: () => Promise<void>;
  /** The network is back: whether the session still holds is the server's to say, at once. */
  onOnline: () => void;
  /** Another tab signed in or out: the stored token changed. */
  onStoredTokenChange: () => void;
};

/** The browser events after which the session provider looks at the session again. */
export function useSessionRechecks({ onVisible, onOnline, onStoredTokenChange }: Rechecks): void {
  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') void onVisible();
    };
    const storage = (event: StorageEvent) => {
      if (event.key === storageKeys.token) onStoredTokenChange();
    };
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('storage', storage);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('storage', storage);
      window.removeEventListener('online', onOnline);
    };
  }, [onVisible, onOnline, onStoredTokenChange]);
}
