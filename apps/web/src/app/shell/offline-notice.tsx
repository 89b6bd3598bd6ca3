import { Alert } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { asOfTime } from '../../lib/as-of-time.ts';
import { useOfflineSince } from './use-offline-since.ts';

/**
 * 'Offline, as of 14:05' above the page while the server cannot be reached: what is shown
 * is the data of that moment (decision 0059), and changes may not go through.
 */
export function OfflineNotice() {
  const since = useOfflineSince();
  if (since === null) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      icon={<CloudOffIcon fontSize="inherit" />}
      sx={{ mb: 2 }}
    >
      {since > 0 ? `Offline, as of ${asOfTime(since)}` : 'Offline'}
    </Alert>
  );
}
