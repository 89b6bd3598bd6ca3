import { Alert } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { asOfTime } from '../../lib/as-of-time.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOfflineSince } from './use-offline-since.ts';

/**
 * 'Offline, as of 14:05' above the page while the server cannot be reached: what is shown
 * is the data of that moment (decision 0059), and changes may not go through.
 */
export function OfflineNotice() {
  const since = useOfflineSince();
  const t = useT();
  if (since === null) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      icon={<CloudOffIcon fontSize="inherit" />}
      sx={{ mb: 2 }}
    >
      {since > 0 ? t('app.offline.asOf', { time: asOfTime(since) }) : t('app.offline.now')}
    </Alert>
  );
}
