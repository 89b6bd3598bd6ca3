import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  useDisableTotp,
  useRegenerateRecoveryCodes,
} from '../../../entities/two-factor/totp-writes.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/** New recovery codes for a current authenticator code. */
export function RegenerateCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const regenerate = useRegenerateRecoveryCodes();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate(code, { onSuccess: (body) => onCodes(body.recoveryCodes) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Regenerate recovery codes">
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          Recovery codes
        </Typography>
        {regenerate.isError && (
          <FormErrorAlert>
            {securityErrorMessage(regenerate.error, 'Failed to create new codes')}
          </FormErrorAlert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label="Authenticator code"
            size="small"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
          <Button type="submit" variant="outlined" disabled={regenerate.isPending || !code}>
            Regenerate recovery codes
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** Turning it off: the password (when the account has one) and a code or recovery code. */
export function TurnOffForm({ hasPassword }: { hasPassword: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTotp();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(hasPassword ? { password, code } : { code });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Turn off two-factor">
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          Turn off
        </Typography>
        {disable.isError && (
          <FormErrorAlert>
            {securityErrorMessage(disable.error, 'Failed to turn off')}
          </FormErrorAlert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {hasPassword && (
            <TextField
              label="Password"
              type="password"
              size="small"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          <TextField
            label="Code or recovery code"
            size="small"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button
            type="submit"
            color="error"
            variant="outlined"
            disabled={disable.isPending || !code || (hasPassword && !password)}
          >
            Turn off two-factor
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
