import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import KeyIcon from '@mui/icons-material/Key';
import { MAX_PASSKEY_NAME_LENGTH } from '@elevate/shared/schemas/two-factor';
import { usePasskeys } from '../../../entities/passkeys/get-passkeys.ts';
import { useDeletePasskey, useRegisterPasskey } from '../../../entities/passkeys/passkey-writes.ts';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { CardLoadState } from './card-load-state.tsx';
import { ConfirmPasswordField, passwordGiven } from './confirm-password-field.tsx';

/** Passkeys: add under a name (with the password), list with created and last-used dates, remove. */
export function PasskeysCard() {
  const t = useT();
  const intl = useAppIntl();
  const shortDate = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const list = usePasskeys();
  const register = useRegisterPasskey();
  const remove = useDeletePasskey();
  const hasPassword = useTwoFactorStatus().data?.hasPassword ?? true;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      { name: name.trim(), ...(hasPassword && { password }) },
      {
        onSuccess: () => {
          setName('');
          setPassword('');
        },
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby="passkeys-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="passkeys-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.passkeys.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.passkeys.intro')}
      </Typography>
      <CardLoadState
        query={list}
        loading={t('settings.passkeys.loading')}
        failed={t('settings.passkeys.loadFailed')}
        rows={1}
      />
      {remove.isError && (
        <FormErrorAlert>
          {securityErrorMessage(remove.error, t('settings.passkeys.removeFailed'))}
        </FormErrorAlert>
      )}
      {list.data && list.data.length > 0 && (
        <List aria-label={t('settings.passkeys.list')} sx={{ mb: 2 }}>
          {list.data.map((passkey) => (
            <ListItem
              key={passkey.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('settings.passkeys.remove', { name: passkey.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(passkey.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <KeyIcon sx={{ mr: 2, color: 'text.secondary' }} aria-hidden />
              <ListItemText
                primary={passkey.name}
                secondary={[
                  t('settings.passkeys.added', { date: shortDate(passkey.createdAt) }),
                  passkey.lastUsedAt
                    ? t('settings.common.lastUsed', { date: shortDate(passkey.lastUsedAt) })
                    : t('settings.common.neverUsed'),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {register.isError && (
            <FormErrorAlert>
              {securityErrorMessage(register.error, t('settings.passkeys.addFailed'))}
            </FormErrorAlert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={t('settings.passkeys.nameLabel')}
              size="small"
              placeholder={t('settings.passkeys.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: MAX_PASSKEY_NAME_LENGTH } }}
            />
            <ConfirmPasswordField
              hasPassword={hasPassword}
              value={password}
              onChange={setPassword}
              disabled={register.isPending}
            />
            <Button
              type="submit"
              variant="outlined"
              startIcon={<KeyIcon />}
              disabled={register.isPending || !name.trim() || !passwordGiven(hasPassword, password)}
            >
              {register.isPending ? t('settings.passkeys.adding') : t('settings.passkeys.add')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
