import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import DevicesIcon from '@mui/icons-material/Devices';
import { useSessions } from '../../../entities/sessions/get-sessions.ts';
import {
  useRevokeOtherSessions,
  useRevokeSession,
} from '../../../entities/sessions/revoke-session.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText, formatWhen } from '../account-messages.ts';
import { CardLoadState } from './card-load-state.tsx';

/**
 * 'Signed-in devices': each live session, 'Sign out' per device, or all the others at once.
 * The button sits in the row's flow, not over its end, so a longer label ('Cerrar sesión')
 * never covers the device's name on a narrow phone.
 */
export function SignedInDevicesCard() {
  const t = useT();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const failure = revoke.error ?? revokeOthers.error;

  return (
    <Paper component="section" aria-labelledby="devices-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="devices-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.devices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.devices.intro')}
      </Typography>
      <CardLoadState
        query={sessions}
        loading={t('settings.devices.loading')}
        failed={t('settings.devices.loadFailed')}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {accountErrorText(failure, t('settings.devices.signOutFailed'))}
        </Alert>
      )}
      {sessions.data && (
        <List aria-label={t('settings.devices.title')}>
          {sessions.data.map((session) => (
            <ListItem key={session.id} divider disableGutters sx={{ gap: 1 }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <DevicesIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                sx={{ minWidth: 0 }}
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <span>
                      {t('settings.devices.device', { browser: session.browser, os: session.os })}
                    </span>
                    {session.current && (
                      <Chip size="small" color="primary" label={t('settings.devices.thisDevice')} />
                    )}
                  </Stack>
                }
                secondary={t('settings.devices.times', {
                  signedIn: formatWhen(session.createdAt),
                  lastActive: formatWhen(session.lastUsedAt),
                })}
              />
              {!session.current && (
                <Button
                  size="small"
                  onClick={() => revoke.mutate(session.id)}
                  disabled={revoke.isPending}
                  aria-label={t('settings.devices.signOutLabel', {
                    browser: session.browser,
                    os: session.os,
                    when: formatWhen(session.createdAt),
                  })}
                  sx={{ flexShrink: 0 }}
                >
                  {t('settings.devices.signOut')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {sessions.data && (
        <Box>
          <Button
            variant="outlined"
            color="error"
            onClick={() => revokeOthers.mutate()}
            disabled={others.length === 0 || revokeOthers.isPending}
          >
            {t('settings.devices.signOutOthers')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
