import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import {
  useDisableTotp,
  useRegenerateRecoveryCodes,
} from '../../../entities/two-factor/totp-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { SettingsFormBlock } from './settings-form-block.tsx';

/** New recovery codes for a current authenticator code. */
export function RegenerateCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <SettingsFormBlock
      label={t('settings.recoveryCodes.regenerate')}
      title={t('settings.recoveryCodes.title')}
      error={
        regenerate.isError &&
        securityErrorMessage(regenerate.error, t('settings.recoveryCodes.regenerateFailed'))
      }
      onSubmit={() => regenerate.mutate(code, { onSuccess: (body) => onCodes(body.recoveryCodes) })}
    >
      <TextField
        label={t('settings.recoveryCodes.codeLabel')}
        size="small"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
      <Button type="submit" variant="outlined" disabled={regenerate.isPending || !code}>
        {t('settings.recoveryCodes.regenerate')}
      </Button>
    </SettingsFormBlock>
  );
}

/** Turning it off: the password (when the account has one) and a code or recovery code. */
export function TurnOffForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTotp();
  return (
    <SettingsFormBlock
      label={t('settings.twoFactor.turnOff')}
      title={t('settings.twoFactor.turnOffTitle')}
      error={
        disable.isError &&
        securityErrorMessage(disable.error, t('settings.twoFactor.turnOffFailed'))
      }
      onSubmit={() => disable.mutate(hasPassword ? { password, code } : { code })}
    >
      {hasPassword && (
        <TextField
          label={t('settings.common.password')}
          type="password"
          size="small"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      <TextField
        label={t('settings.twoFactor.codeOrRecoveryCode')}
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
        {t('settings.twoFactor.turnOff')}
      </Button>
    </SettingsFormBlock>
  );
}
