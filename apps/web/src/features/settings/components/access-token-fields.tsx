import {
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  ACCESS_TOKEN_SCOPES,
  MAX_ACCESS_TOKEN_NAME_LENGTH,
  firstExpiryDay,
  type AccessTokenScope,
} from '@elevate/shared/schemas/access-tokens';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { expiryChoices, type ExpiryChoice } from '../access-token-dates.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accessTokenMessages as messages } from '../security-messages.ts';

export type TokenDraft = {
  name: string;
  scope: AccessTokenScope;
  expiry: ExpiryChoice;
  customDay: string;
  /** '' for every ledger. */
  ledgerId: string;
};

/** The server's refusals, by the body field they name. */
export type TokenFieldErrors = Partial<Record<'name' | 'expiresAt' | 'ledgerId', string>>;

type Props = {
  draft: TokenDraft;
  onChange: (patch: Partial<TokenDraft>) => void;
  errors: TokenFieldErrors;
  ledgers: readonly Ledger[];
  disabled: boolean;
};

/** Name, scope, expiry and, for someone in more than one ledger, the ledger it reaches. */
export function AccessTokenFields({ draft, onChange, errors, ledgers, disabled }: Props) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label={t('settings.accessTokens.nameLabel')}
        required
        autoFocus
        fullWidth
        placeholder={t('settings.accessTokens.namePlaceholder')}
        value={draft.name}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name !== undefined}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: MAX_ACCESS_TOKEN_NAME_LENGTH } }}
      />
      <FormControl disabled={disabled}>
        <FormLabel id="access-token-scope-label">{t('settings.accessTokens.scope')}</FormLabel>
        <RadioGroup
          aria-labelledby="access-token-scope-label"
          value={draft.scope}
          onChange={(event) => onChange({ scope: event.target.value as AccessTokenScope })}
        >
          {ACCESS_TOKEN_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              value={scope}
              control={<Radio />}
              label={messages.scope[scope]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label={t('settings.accessTokens.expiry')}
        fullWidth
        value={draft.expiry}
        disabled={disabled}
        onChange={(event) => onChange({ expiry: event.target.value as ExpiryChoice })}
        error={errors.expiresAt !== undefined && draft.expiry !== 'custom'}
        helperText={draft.expiry === 'custom' ? undefined : errors.expiresAt}
      >
        {expiryChoices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {t(choice.labelKey)}
          </MenuItem>
        ))}
      </TextField>
      {draft.expiry === 'custom' && (
        <TextField
          type="date"
          label={t('settings.accessTokens.expiresAfter')}
          required
          fullWidth
          value={draft.customDay}
          disabled={disabled}
          onChange={(event) => onChange({ customDay: event.target.value })}
          error={errors.expiresAt !== undefined}
          helperText={errors.expiresAt ?? t('settings.accessTokens.expiresAfterHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: firstExpiryDay() } }}
        />
      )}
      {ledgers.length > 1 && (
        <TextField
          select
          label={t('settings.common.ledger')}
          fullWidth
          value={draft.ledgerId}
          disabled={disabled}
          onChange={(event) => onChange({ ledgerId: event.target.value })}
          error={errors.ledgerId !== undefined}
          helperText={errors.ledgerId}
        >
          <MenuItem value="">{messages.allLedgers}</MenuItem>
          {ledgers.map((ledger) => (
            <MenuItem key={ledger._id} value={ledger._id} sx={{ whiteSpace: 'normal' }}>
              {ledger.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
