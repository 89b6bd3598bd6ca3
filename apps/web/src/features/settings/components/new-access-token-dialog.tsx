import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { CreatedAccessToken } from '@elevate/shared/schemas/access-tokens';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useCreateAccessToken } from '../../../entities/access-tokens/access-token-writes.ts';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { fieldRefusal } from '../../../lib/api-error.ts';
import { expiryDay } from '../access-token-dates.ts';
import { accessTokenMessages as messages, securityErrorMessage } from '../security-messages.ts';
import {
  AccessTokenFields,
  type TokenDraft,
  type TokenFieldErrors,
} from './access-token-fields.tsx';
import { AccessTokenSecret } from './access-token-secret.tsx';
import { ConfirmPasswordField, passwordGiven } from './confirm-password-field.tsx';

const blank: TokenDraft = { name: '', scope: 'read', expiry: '30d', customDay: '', ledgerId: '' };

type Props = { ledgers: readonly Ledger[]; onClose: () => void };

/**
 * The form for a new token, confirmed with the password as a new passkey is; once made,
 * its secret in place of the form, the only time it can be seen.
 */
export function NewAccessTokenDialog({ ledgers, onClose }: Props) {
  const create = useCreateAccessToken();
  const hasPassword = useTwoFactorStatus().data?.hasPassword ?? true;
  const [draft, setDraft] = useState(blank);
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const errors: TokenFieldErrors = {
    name: fieldRefusal(create.error, 'name'),
    expiresAt: fieldRefusal(create.error, 'expiresAt'),
    ledgerId: fieldRefusal(create.error, 'ledgerId'),
  };
  // Refusals of a field show on it; anything else (a wrong password, too many tokens) above.
  const failure =
    create.isError && !Object.values(errors).some(Boolean)
      ? securityErrorMessage(create.error, messages.createFailed)
      : null;
  const expiresAt = expiryDay(draft.expiry, draft.customDay);
  const ready =
    draft.name.trim() !== '' && expiresAt !== '' && passwordGiven(hasPassword, password);

  const change = (patch: Partial<TokenDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    const body = {
      name: draft.name.trim(),
      scope: draft.scope,
      expiresAt,
      ledgerId: draft.ledgerId || null,
      ...(hasPassword && { password }),
    };
    create.mutate(body, { onSuccess: setCreated });
  };

  return (
    <Dialog
      open
      // The secret is closed with Done only, so a stray click does not lose it.
      onClose={create.isPending || created ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-access-token-title"
    >
      {created ? (
        <>
          <DialogTitle id="new-access-token-title" sx={{ overflowWrap: 'anywhere' }}>
            Access token ‘{created.name}’ created
          </DialogTitle>
          <DialogContent>
            <AccessTokenSecret secret={created.token} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="new-access-token-title">New access token</DialogTitle>
          <DialogContent>
            {failure && <FormErrorAlert sx={{ mb: 2 }}>{failure}</FormErrorAlert>}
            <AccessTokenFields
              draft={draft}
              onChange={change}
              errors={errors}
              ledgers={ledgers}
              disabled={create.isPending}
            />
            <Box sx={{ mt: 2 }}>
              <ConfirmPasswordField
                hasPassword={hasPassword}
                value={password}
                onChange={(value) => {
                  setPassword(value);
                  create.reset();
                }}
                disabled={create.isPending}
                compact={false}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!ready || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create token'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
