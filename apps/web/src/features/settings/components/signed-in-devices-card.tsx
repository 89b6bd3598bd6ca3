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
import { accountErrorText, formatWhen } from '../account-messages.ts';
import { CardLoadState } from './card-load-state.tsx';

/** 'Signed-in devices': each live session, 'Sign out' per device, or all the others at once. */
export function SignedInDevicesCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const failure = revoke.error ?? revokeOthers.error;

  return (
    <Paper component="section" aria-labelledby="devices-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="devices-heading" variant="h6" component="h2" gutterBottom>
        Signed-in devices
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Where your account is signed in now. Signing a device out takes effect at once.
      </Typography>
      <CardLoadState
        query={sessions}
        loading="Loading devices"
        failed="Failed to load your devices. Please try again later."
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {accountErrorText(failure, 'Failed to sign the device out. Please try again.')}
        </Alert>
      )}
      {sessions.data && (
        <List aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? undefined : (
                  <Button
                    size="small"
                    onClick={() => revoke.mutate(session.id)}
                    disabled={revoke.isPending}
                    aria-label={`Sign out ${session.browser} on ${session.os}, signed in ${formatWhen(session.createdAt)}`}
                  >
                    Sign out
                  </Button>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <DevicesIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                sx={{ pr: session.current ? 0 : 10 }}
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <span>{`${session.browser} on ${session.os}`}</span>
                    {session.current && <Chip size="small" color="primary" label="This device" />}
                  </Stack>
                }
                secondary={`Signed in ${formatWhen(session.createdAt)} · Last active ${formatWhen(session.lastUsedAt)}`}
              />
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
            Sign out of all other devices
          </Button>
        </Box>
      )}
    </Paper>
  );
}
