import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Invitation, Ledger } from '@elevate/shared/schemas/ledgers';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import {
  useInvitations,
  useInvite,
  useRevokeInvitation,
} from '../../../entities/ledgers/invitations.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { ledgerErrorText, roleLabel } from '../ledger-messages.ts';

type InvitedRole = 'editor' | 'viewer';

/** The owner's invitations: a form that mails a link, and the pending ones to withdraw. */
export function InvitationsCard({ ledger }: { ledger: Ledger }) {
  const t = useT();
  const intl = useAppIntl();
  const invitations = useInvitations(ledger._id);
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    invite.mutate(
      { ledgerId: ledger._id, email: email.trim(), role },
      {
        onSuccess: () => {
          setSentTo(email.trim());
          setEmail('');
        },
      },
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('ledgers.invitations.title')}
        </Typography>
        <Stack component="form" onSubmit={handleSubmit} noValidate spacing={2}>
          {invite.isError && (
            <FormErrorAlert>
              {ledgerErrorText(invite.error, t('ledgers.invitations.sendFailed'))}
            </FormErrorAlert>
          )}
          {sentTo && (
            <Alert severity="success">{t('ledgers.invitations.sent', { email: sentTo })}</Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('ledgers.invitations.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <TextField
              select
              label={t('ledgers.invitations.role')}
              value={role}
              onChange={(event) => setRole(event.target.value as InvitedRole)}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="editor">{roleLabel('editor', t)}</MenuItem>
              <MenuItem value="viewer">{roleLabel('viewer', t)}</MenuItem>
            </TextField>
          </Stack>
          <Button
            type="submit"
            variant="contained"
            disabled={invite.isPending || !email.trim()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('ledgers.invitations.send')}
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {t('ledgers.invitations.pending')}
        </Typography>
        {revoke.isError && (
          <FormErrorAlert sx={{ mt: 1 }}>
            {ledgerErrorText(revoke.error, t('ledgers.invitations.revokeFailed'))}
          </FormErrorAlert>
        )}
        {invitations.data?.length === 0 && (
          <Typography color="text.secondary">{t('ledgers.invitations.none')}</Typography>
        )}
        <List>
          {(invitations.data ?? []).map((invitation) => (
            <ListItem
              key={invitation._id}
              disableGutters
              secondaryAction={
                <Button color="error" onClick={() => setWithdrawing(invitation)}>
                  {t('ledgers.invitations.revoke')}
                </Button>
              }
            >
              <ListItemText
                primary={invitation.email}
                secondary={t('ledgers.invitations.pendingLine', {
                  role: roleLabel(invitation.role, t),
                  // The day it expires where the reader is, in their language's short form.
                  date: intl.formatDate(invitation.expiresAt),
                })}
                // Room for the Revoke button, its longest translation included ('Widerrufen').
                sx={{ pr: 14, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('ledgers.invitations.revokeTitle')}
        confirmLabel={t('ledgers.invitations.revoke')}
        busy={revoke.isPending}
        onConfirm={() =>
          withdrawing &&
          revoke.mutate(
            { ledgerId: ledger._id, invitationId: withdrawing._id },
            { onSettled: () => setWithdrawing(null) },
          )
        }
        onClose={() => setWithdrawing(null)}
      >
        {t('ledgers.invitations.revokeText', { email: withdrawing?.email ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}
