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
import { ledgerErrorText, roleLabels } from '../ledger-messages.ts';

type InvitedRole = 'editor' | 'viewer';

/** The owner's invitations: a form that mails a link, and the pending ones to withdraw. */
export function InvitationsCard({ ledger }: { ledger: Ledger }) {
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
          Invite someone
        </Typography>
        <Stack component="form" onSubmit={handleSubmit} noValidate spacing={2}>
          {invite.isError && (
            <FormErrorAlert>
              {ledgerErrorText(invite.error, 'Could not send the invitation.')}
            </FormErrorAlert>
          )}
          {sentTo && <Alert severity="success">Invitation sent to {sentTo}.</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <TextField
              select
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as InvitedRole)}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="editor">{roleLabels.editor}</MenuItem>
              <MenuItem value="viewer">{roleLabels.viewer}</MenuItem>
            </TextField>
          </Stack>
          <Button
            type="submit"
            variant="contained"
            disabled={invite.isPending || !email.trim()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send invitation
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          Pending invitations
        </Typography>
        {revoke.isError && (
          <FormErrorAlert sx={{ mt: 1 }}>
            {ledgerErrorText(revoke.error, 'Could not withdraw the invitation.')}
          </FormErrorAlert>
        )}
        {invitations.data?.length === 0 && (
          <Typography color="text.secondary">No pending invitations.</Typography>
        )}
        <List>
          {(invitations.data ?? []).map((invitation) => (
            <ListItem
              key={invitation._id}
              disableGutters
              secondaryAction={
                <Button color="error" onClick={() => setWithdrawing(invitation)}>
                  Revoke
                </Button>
              }
            >
              <ListItemText
                primary={invitation.email}
                secondary={`${roleLabels[invitation.role]} · until ${new Date(invitation.expiresAt).toLocaleDateString()}`}
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Revoke the invitation?"
        confirmLabel="Revoke"
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
        The link mailed to {withdrawing?.email} stops working.
      </ConfirmDialog>
    </Card>
  );
}
