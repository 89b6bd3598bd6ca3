import { useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { errorText } from '../api/auth-call.ts';
import { useRequestPasswordResetMutation } from '../api/request-password-reset.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthForm, AuthSubmitButton } from '../components/auth-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthPageMeta } from '../components/auth-page-meta.tsx';
import { EmailField } from '../components/email-field.tsx';

function failureMessage(error: unknown, t: Translate): string {
  if (isApiError(error) && error.status === 429) {
    return error.msg ?? t('auth.forgot.error.tooManyRequests');
  }
  return errorText(error, t('auth.forgot.error.generic'));
}

export function ForgotPasswordPage() {
  const t = useT();
  const request = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const busy = request.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(email);
  };

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <AuthPageMeta
        title={t('auth.forgot.title')}
        description={t('auth.forgot.description')}
        path="/forgot-password"
      />
      <AuthAlert message={request.data} severity="success" />
      <AuthAlert message={request.isError ? failureMessage(request.error, t) : null} />
      <AuthForm onSubmit={handleSubmit}>
        <EmailField
          label={t('auth.field.emailAddress')}
          value={email}
          onChange={setEmail}
          disabled={busy}
        />
        <AuthSubmitButton
          busy={busy}
          label={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.submitting')}
        />
        <Button component={Link} to="/login" startIcon={<ArrowBackIcon />} fullWidth>
          {t('auth.forgot.backToLogin')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
