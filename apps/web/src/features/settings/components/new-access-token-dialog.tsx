import { useState } from 'react';
import type { CreatedAccessToken } from '@elevate/shared/schemas/access-tokens';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { useCreateAccessToken } from '../../../entities/access-tokens/access-token-writes.ts';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { fieldRefusal } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { expiryDay } from '../access-token-dates.ts';
import { accessTokenMessages as messages, securityErrorMessage } from '../security-messages.ts';
import {
  AccessTokenFields,
  type TokenDraft,
  type TokenFieldErrors,
} from './access-token-fields.tsx';
import { ShownOnceSecret } from './shown-once-secret.tsx';
import { passwordGiven } from './confirm-password-field.tsx';
import { SecretOnceDialog } from './secret-once-dialog.tsx';

const blank: TokenDraft = { name: '', scope: 'read', expiry: '30d', customDay: '', ledgerId: '' };

type Props = { ledgers: readonly Ledger[]; onClose: () => void };

/**
 * The form for a new token, confirmed with the password as a new passkey is; once made,
 * its secret in place of the form, the only time it can be seen.
 */
export function NewAccessTokenDialog({ ledgers, onClose }: Props) {
  const t = useT();
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
  const submit = () => {
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
    <SecretOnceDialog
      titleId="new-access-token-title"
      title={t('settings.accessTokens.new')}
      made={
        created && {
          title: t('settings.accessTokens.createdTitle', { name: created.name }),
          secret: <ShownOnceSecret secret={created.token} />,
        }
      }
      failure={failure}
      fields={
        <AccessTokenFields
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
      submitLabel={t('settings.accessTokens.create')}
      busyLabel={t('settings.accessTokens.creating')}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
