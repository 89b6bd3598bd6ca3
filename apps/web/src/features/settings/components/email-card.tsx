import { Alert, FormControlLabel, FormHelperText, Paper, Switch, Typography } from '@mui/material';
import { useAccount } from '../../../entities/account/get-account.ts';
import { useUpdateAccount } from '../../../entities/account/update-account.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';
import { CardLoadState } from './card-load-state.tsx';

/**
 * 'E-mail': the opt-in weekly digest. A toggle saves at once; while it is on its way the
 * switch shows the new position, and a refusal puts it back (the cached account never
 * changed) with the server's reason. It stays enabled meanwhile, so keyboard focus is
 * not dropped from it.
 */
export function EmailCard() {
  const t = useT();
  const account = useAccount();
  const save = useUpdateAccount();
  const pending = save.isPending ? save.variables.weeklyDigest : undefined;
  const checked = pending ?? account.data?.weeklyDigest ?? false;

  return (
    <Paper component="section" aria-labelledby="digest-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="digest-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.digest.cardTitle')}
      </Typography>
      <CardLoadState
        query={account}
        loading={t('settings.digest.loading')}
        failed={t('settings.digest.loadFailed')}
        rows={1}
      />
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {accountErrorText(save.error, t('settings.digest.saveFailed'))}
        </Alert>
      )}
      {account.data && (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={checked}
                slotProps={{ input: { 'aria-describedby': 'weekly-digest-help' } }}
                onChange={(event) => save.mutate({ weeklyDigest: event.target.checked })}
              />
            }
            label={t('settings.digest.switchLabel')}
          />
          <FormHelperText id="weekly-digest-help" sx={{ mt: 0 }}>
            {t('settings.digest.switchHelp')}
          </FormHelperText>
        </>
      )}
    </Paper>
  );
}
