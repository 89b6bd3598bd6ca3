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
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { ledgerErrorText, roleLabel } from '../ledger-messages.ts';
import { EmailShownSwitch } from './email-shown-switch.tsx';

type Pending =
  | { kind: 'handOver'; member: Member }
  | { kind: 'remove'; member: Member }
  | { kind: 'leave'; member: Member };

const roles: LedgerRoleName[] = ['owner', 'editor', 'viewer'];

/** Who shares the ledger. The owner changes roles, hands over or removes; others may leave. */
export function MembersCard({ ledger }: { ledger: Ledger }) {
  const t = useT();
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
          {t('ledgers.members.title')}
        </Typography>
        {failure && (
          <FormErrorAlert sx={{ mt: 1 }}>
            {ledgerErrorText(failure, t('ledgers.members.changeFailed'))}
          </FormErrorAlert>
        )}
        {members.isError && (
          <LoadError
            message={t('ledgers.members.loadFailed')}
            onRetry={() => void members.refetch()}
          />
        )}
        <List aria-label={t('ledgers.members.title')}>
          {(members.data ?? []).map((member) => {
            const self = member.userId === ownId;
            return (
              <ListItem key={member.userId} disableGutters>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ width: '100%', gap: 1, alignItems: { sm: 'center' } }}
                >
                  <ListItemText
                    primary={self ? t('ledgers.nameYou', { name: member.name }) : member.name}
                    secondary={secondLine(member, owner && !self, t)}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                  {owner && !self && (
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <TextField
                        select
                        size="small"
                        label={t('ledgers.members.roleOf', { name: member.name })}
                        value={member.role}
                        onChange={(event) =>
                          changeRole(member, event.target.value as LedgerRoleName)
                        }
                        sx={{ minWidth: 140 }}
                      >
                        {roles.map((role) => (
                          <MenuItem key={role} value={role}>
                            {roleLabel(role, t)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <Button color="error" onClick={() => setPending({ kind: 'remove', member })}>
                        {t('ledgers.members.remove')}
                      </Button>
                    </Stack>
                  )}
                  {self && !owner && (
                    <Button color="error" onClick={() => setPending({ kind: 'leave', member })}>
                      {t('ledgers.members.leaveLedger')}
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
        title={pending ? confirmTitle(pending, ledger.name, t) : ''}
        confirmLabel={pending ? t(confirmLabelKeys[pending.kind]) : ''}
        busy={setRole.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending && confirmText(pending, ledger.name, t)}
      </ConfirmDialog>
    </Card>
  );
}

/** The role (unless the owner's select shows it) and the address its member shows, if any. */
function secondLine(member: Member, roleInSelect: boolean, t: Translate): string | undefined {
  const parts = [roleInSelect ? null : roleLabel(member.role, t), member.email].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

const confirmLabelKeys: Record<Pending['kind'], string> = {
  handOver: 'ledgers.members.handOver',
  remove: 'ledgers.members.remove',
  leave: 'ledgers.members.leave',
};

function confirmTitle(pending: Pending, ledgerName: string, t: Translate): string {
  const name = pending.member.name;
  if (pending.kind === 'handOver') return t('ledgers.members.handOverTitle', { name });
  if (pending.kind === 'remove') return t('ledgers.members.removeTitle', { name });
  return t('ledgers.members.leaveTitle', { ledger: ledgerName });
}

function confirmText(pending: Pending, ledgerName: string, t: Translate): string {
  const values = { name: pending.member.name, ledger: ledgerName };
  if (pending.kind === 'handOver') return t('ledgers.members.handOverText', values);
  if (pending.kind === 'remove') return t('ledgers.members.removeText', values);
  return t('ledgers.members.leaveText', { ledger: ledgerName });
}
