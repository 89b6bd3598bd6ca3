import { useState } from 'react';
import {
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
import type { Ledger, LedgerRoleName, Member } from '@elevate/shared/schemas/ledgers';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useOwnMemberId } from '../../../entities/ledgers/get-ledgers.ts';
import {
  useMembers,
  useRemoveMember,
  useSetMemberRole,
} from '../../../entities/ledgers/members.ts';
import { ledgerErrorText, roleLabels } from '../ledger-messages.ts';
import { EmailShownSwitch } from './email-shown-switch.tsx';

type Pending =
  | { kind: 'handOver'; member: Member }
  | { kind: 'remove'; member: Member }
  | { kind: 'leave'; member: Member };

const roles: LedgerRoleName[] = ['owner', 'editor', 'viewer'];

/** Who shares the ledger. The owner changes roles, hands over or removes; others may leave. */
export function MembersCard({ ledger }: { ledger: Ledger }) {
  const members = useMembers(ledger._id);
  const ownId = useOwnMemberId();
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const [pending, setPending] = useState<Pending | null>(null);
  const owner = ledger.role === 'owner';
  const failure = setRole.error ?? remove.error;
  const selfMember = members.data?.find((member) => member.userId === ownId);

  const changeRole = (member: Member, role: LedgerRoleName) => {
    if (role === member.role) return;
    if (role === 'owner') setPending({ kind: 'handOver', member });
    else setRole.mutate({ ledgerId: ledger._id, userId: member.userId, role });
  };

  const confirm = () => {
    if (!pending) return;
    const { member } = pending;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'handOver') {
      setRole.mutate({ ledgerId: ledger._id, userId: member.userId, role: 'owner' }, done);
    } else {
      const leaving = pending.kind === 'leave';
      remove.mutate({ ledgerId: ledger._id, userId: member.userId, leaving }, done);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Members
        </Typography>
        {failure && (
          <FormErrorAlert sx={{ mt: 1 }}>
            {ledgerErrorText(failure, 'The change could not be saved.')}
          </FormErrorAlert>
        )}
        {members.isError && (
          <LoadError message="Could not load the members." onRetry={() => void members.refetch()} />
        )}
        <List aria-label="Members">
          {(members.data ?? []).map((member) => {
            const self = member.userId === ownId;
            return (
              <ListItem key={member.userId} disableGutters>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ width: '100%', gap: 1, alignItems: { sm: 'center' } }}
                >
                  <ListItemText
                    primary={self ? `${member.name} (you)` : member.name}
                    secondary={secondLine(member, owner && !self)}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                  {owner && !self && (
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <TextField
                        select
                        size="small"
                        label={`Role of ${member.name}`}
                        value={member.role}
                        onChange={(event) =>
                          changeRole(member, event.target.value as LedgerRoleName)
                        }
                        sx={{ minWidth: 140 }}
                      >
                        {roles.map((role) => (
                          <MenuItem key={role} value={role}>
                            {roleLabels[role]}
                          </MenuItem>
                        ))}
                      </TextField>
                      <Button color="error" onClick={() => setPending({ kind: 'remove', member })}>
                        Remove
                      </Button>
                    </Stack>
                  )}
                  {self && !owner && (
                    <Button color="error" onClick={() => setPending({ kind: 'leave', member })}>
                      Leave ledger
                    </Button>
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
        {selfMember && (members.data?.length ?? 0) > 1 && (
          <EmailShownSwitch ledgerId={ledger._id} self={selfMember} />
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? confirmTitle(pending, ledger.name) : ''}
        confirmLabel={pending ? confirmLabel[pending.kind] : ''}
        busy={setRole.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending && confirmText(pending, ledger.name)}
      </ConfirmDialog>
    </Card>
  );
}

/** The role (unless the owner's select shows it) and the address its member shows, if any. */
function secondLine(member: Member, roleInSelect: boolean): string | undefined {
  const parts = [roleInSelect ? null : roleLabels[member.role], member.email].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

const confirmLabel: Record<Pending['kind'], string> = {
  handOver: 'Hand over',
  remove: 'Remove',
  leave: 'Leave',
};

function confirmTitle(pending: Pending, ledgerName: string): string {
  if (pending.kind === 'handOver') return `Make ${pending.member.name} the owner?`;
  if (pending.kind === 'remove') return `Remove ${pending.member.name}?`;
  return `Leave ${ledgerName}?`;
}

function confirmText(pending: Pending, ledgerName: string): string {
  if (pending.kind === 'handOver') {
    return `${pending.member.name} becomes the owner of ${ledgerName} and you become an editor. Only the new owner can give it back.`;
  }
  if (pending.kind === 'remove') {
    return `${pending.member.name} no longer sees ${ledgerName}. To come back they need a new invitation.`;
  }
  return `You no longer see ${ledgerName}. To come back you need a new invitation from its owner.`;
}
