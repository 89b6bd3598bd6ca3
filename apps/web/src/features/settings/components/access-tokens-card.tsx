import { useState } from 'react';
import { Button, List, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AccessToken } from '@elevate/shared/schemas/access-tokens';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useRevokeAccessToken } from '../../../entities/access-tokens/access-token-writes.ts';
import { useAccessTokens } from '../../../entities/access-tokens/get-access-tokens.ts';
import { useLedgers } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accessTokenMessages as messages, securityErrorMessage } from '../security-messages.ts';
import { AccessTokenItem } from './access-token-item.tsx';
import { CardLoadState } from './card-load-state.tsx';
import { NewAccessTokenDialog } from './new-access-token-dialog.tsx';

/** Access tokens for scripts: list them with what each may do, create one (shown once), revoke. */
export function AccessTokensCard() {
  const t = useT();
  const list = useAccessTokens();
  const ledgers = useLedgers().data ?? [];
  const revoke = useRevokeAccessToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const ledgerName = (id: string | null) => ledgers.find((ledger) => ledger._id === id)?.name;

  return (
    <Paper component="section" aria-labelledby="access-tokens-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="access-tokens-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.accessTokens.title')}
      </Typography>
      <Stack spacing={2}>
        <Typography color="text.secondary">{messages.intro}</Typography>
        <CardLoadState
          query={list}
          loading={messages.loading}
          failed={messages.loadFailed}
          rows={1}
        />
        {revoke.isError && (
          <FormErrorAlert onClose={() => revoke.reset()}>
            {securityErrorMessage(revoke.error, messages.revokeFailed)}
          </FormErrorAlert>
        )}
        {list.data?.length === 0 && <Typography color="text.secondary">{messages.none}</Typography>}
        {list.data && list.data.length > 0 && (
          <List aria-label={t('settings.accessTokens.list')} disablePadding>
            {list.data.map((token) => (
              <AccessTokenItem
                key={token._id}
                token={token}
                ledgerName={ledgerName(token.ledgerId)}
                disabled={revoke.isPending}
                onRevoke={() => setRevoking(token)}
              />
            ))}
          </List>
        )}
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('settings.accessTokens.new')}
          </Button>
        </div>
      </Stack>
      {creating && <NewAccessTokenDialog ledgers={ledgers} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('settings.accessTokens.revokeTitle')}
        confirmLabel={t('settings.accessTokens.revoke')}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking && revoke.mutate(revoking._id, { onSettled: () => setRevoking(null) })
        }
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {revoking && messages.revokeQuestion(revoking.name)}
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
