import { useState, useSyncExternalStore } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { pendingUpdate, subscribeToUpdate } from '../lib/app-update.ts';
import { useT } from '../lib/i18n/use-t.ts';

/**
 * 'A new version is available': shown while a new service worker waits (decision 0059),
 * until taken or dismissed. A status, not an alert: nothing is wrong, and nothing is urgent.
 */
export function UpdatePrompt() {
  const t = useT();
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null);
  const [dismissed, setDismissed] = useState<(() => void) | null>(null);
  const open = apply !== null && apply !== dismissed;
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        role="status"
        severity="info"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={() => setDismissed(() => apply)}>
              {t('app.update.later')}
            </Button>
            <Button color="inherit" size="small" onClick={() => apply?.()}>
              {t('app.update.reload')}
            </Button>
          </>
        }
      >
        {t('app.update.available')}
      </Alert>
    </Snackbar>
  );
}
