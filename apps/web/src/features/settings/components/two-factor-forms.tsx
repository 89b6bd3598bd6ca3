import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import {
  useDisableTotp,
  useRegenerateRecoveryCodes,
} from '../../../entities/two-factor/totp-writes.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { SettingsFormBlock } from './settings-form-block.tsx';

/** New recovery codes for a current authenticator code. */
export function RegenerateCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <SettingsFormBlock
      label="Regenerate recovery codes"
      title="Recovery codes"
      error={
        regenerate.isError && securityErrorMessage(regenerate.error, 'Failed to create new codes')
      }
      onSubmit={() => regenerate.mutate(code, { onSuccess: (body) => onCodes(body.recoveryCodes) })}
    >
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
    </SettingsFormBlock>
  );
}

/** Turning it off: the password (when the account has one) and a code or recovery code. */
export function TurnOffForm({ hasPassword }: { hasPassword: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTotp();
  return (
    <SettingsFormBlock
      label="Turn off two-factor"
      title="Turn off"
      error={disable.isError && securityErrorMessage(disable.error, 'Failed to turn off')}
      onSubmit={() => disable.mutate(hasPassword ? { password, code } : { code })}
    >
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
    </SettingsFormBlock>
  );
}
