import { useState } from 'react';
import type { CreatedWebhook } from '@elevate/shared/schemas/webhooks';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { useCreateWebhook } from '../../../entities/webhooks/webhook-writes.ts';
import { fieldRefusal } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { webhookMessages as messages } from '../webhook-messages.ts';
import { ShownOnceSecret } from './shown-once-secret.tsx';
import { passwordGiven } from './confirm-password-field.tsx';
import { SecretOnceDialog } from './secret-once-dialog.tsx';
import { WebhookFields, type WebhookDraft, type WebhookFieldErrors } from './webhook-fields.tsx';

type Props = { ledgers: readonly Ledger[]; onClose: () => void };

/**
 * The form for a new webhook, confirmed with the password as a new access token is; once
 * added, its signing secret in place of the form, the only time it can be seen.
 */
export function NewWebhookDialog({ ledgers, onClose }: Props) {
  const t = useT();
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
  const submit = () => {
    const body = {
      url: draft.url.trim(),
      events: draft.events,
      ledgerId: draft.ledgerId || null,
      ...(hasPassword && { password }),
    };
    create.mutate(body, { onSuccess: setCreated });
  };

  return (
    <SecretOnceDialog
      titleId="new-webhook-title"
      title={t('settings.webhooks.add')}
      made={
        created && {
          title: t('settings.webhooks.added'),
          secret: (
            <ShownOnceSecret
              secret={created.secret}
              label={t('settings.webhooks.secretLabel')}
              copyNow={messages.copyNow}
              copied={messages.copied}
              copyFailed={messages.copyFailed}
            />
          ),
        }
      }
      failure={failure}
      fields={
        <WebhookFields
          draft={draft}
          onChange={change}
          errors={errors}
          ledgers={ledgers}
          disabled={create.isPending}
        />
      }
      password={{
        hasPassword,
        value: password,
        onChange: (value) => {
          setPassword(value);
          create.reset();
        },
      }}
      busy={create.isPending}
      ready={ready}
      submitLabel={t('settings.webhooks.add')}
      busyLabel={t('settings.webhooks.adding')}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
