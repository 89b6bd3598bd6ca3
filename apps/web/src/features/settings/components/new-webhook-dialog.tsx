import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { CreatedWebhook } from '@elevate/shared/schemas/webhooks';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { useCreateWebhook } from '../../../entities/webhooks/webhook-writes.ts';
import { fieldRefusal } from '../../../lib/api-error.ts';
import { useSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { webhookMessages as messages } from '../webhook-messages.ts';
import { AccessTokenSecret } from './access-token-secret.tsx';
import { ConfirmPasswordField, passwordGiven } from './confirm-password-field.tsx';
import { WebhookFields, type WebhookDraft, type WebhookFieldErrors } from './webhook-fields.tsx';

type Props = { ledgers: readonly Ledger[]; onClose: () => void };

/**
 * The form for a new webhook, confirmed with the password as a new access token is; once
 * added, its signing secret in place of the form, the only time it can be seen.
 */
export function NewWebhookDialog({ ledgers, onClose }: Props) {
  const create = useCreateWebhook();
  const hasPassword = useTwoFactorStatus().data?.hasPassword ?? true;
  const selected = useSelectedLedgerId();
  const [draft, setDraft] = useState<WebhookDraft>({
    url: '',
    events: ['transaction.created'],
    ledgerId: selected ?? ledgers[0]?._id ?? '',
  });
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const errors: WebhookFieldErrors = {
    url: fieldRefusal(create.error, 'url'),
    events: fieldRefusal(create.error, 'events'),
    ledgerId: fieldRefusal(create.error, 'ledgerId'),
  };
  // Refusals of a field show on it; anything else (a wrong password, too many webhooks) above.
  const failure =
    create.isError && !Object.values(errors).some(Boolean)
      ? securityErrorMessage(create.error, messages.createFailed)
      : null;
  const ready =
    draft.url.trim() !== '' && draft.events.length > 0 && passwordGiven(hasPassword, password);

  const change = (patch: Partial<WebhookDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    const body = {
      url: draft.url.trim(),
      events: draft.events,
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
      aria-labelledby="new-webhook-title"
    >
      {created ? (
        <>
          <DialogTitle id="new-webhook-title">Webhook added</DialogTitle>
          <DialogContent>
            <AccessTokenSecret
              secret={created.secret}
              label="Signing secret"
              copyNow={messages.copyNow}
              copied={messages.copied}
              copyFailed={messages.copyFailed}
            />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="new-webhook-title">Add webhook</DialogTitle>
          <DialogContent>
            {failure && <FormErrorAlert sx={{ mb: 2 }}>{failure}</FormErrorAlert>}
            <WebhookFields
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
              {create.isPending ? 'Adding...' : 'Add webhook'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
