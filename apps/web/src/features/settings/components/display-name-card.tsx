import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { displayName } from '@elevate/shared/schemas/auth';
import { useAccount } from '../../../entities/account/get-account.ts';
import { useUpdateAccount } from '../../../entities/account/update-account.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/** 'Display name': the name set at registration, checked by the same rule the server uses. */
export function DisplayNameCard() {
  const t = useT();
  const account = useAccount();
  const save = useUpdateAccount();
  const [draft, setDraft] = useState<string | null>(null);
  const current = account.data?.name ?? '';
  const value = draft ?? current;
  const checked = displayName.safeParse(value);
  const invalid = draft !== null && !checked.success;
  const unchanged = checked.success && checked.data === current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.success || unchanged) return;
    save.mutate({ name: checked.data }, { onSuccess: () => setDraft(null) });
  };

  return (
    <Paper component="section" aria-labelledby="name-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="name-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.displayName.title')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {save.isSuccess && draft === null && (
            <Alert severity="success">{t('settings.displayName.saved')}</Alert>
          )}
          {save.isError && (
            <FormErrorAlert>
              {accountErrorText(save.error, t('settings.displayName.saveFailed'))}
            </FormErrorAlert>
          )}
          <TextField
            label={t('settings.displayName.label')}
            autoComplete="name"
            required
            disabled={!account.data}
            value={value}
            error={invalid}
            helperText={invalid ? checked.error?.issues[0]?.message : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (!save.isPending) save.reset();
            }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!account.data || !checked.success || unchanged || save.isPending}
            >
              {save.isPending ? t('settings.displayName.saving') : t('settings.displayName.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
