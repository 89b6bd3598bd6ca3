import { useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../api/auth-call.ts';
import { useRequestPasswordResetMutation } from '../api/request-password-reset.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthForm, AuthSubmitButton } from '../components/auth-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthPageMeta } from '../components/auth-page-meta.tsx';
import { EmailField } from '../components/email-field.tsx';

const description = 'Request a link to reset the password of your Elevate account.';

function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) {
    return error.msg ?? 'Too many password reset requests. Please try again later.';
  }
  return errorText(error, 'Failed to send reset email');
}

export function ForgotPasswordPage() {
  const request = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const busy = request.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(email);
  };

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter the email address of your account and we will send you a link to reset your password."
    >
      <AuthPageMeta title="Forgot Password" description={description} path="/forgot-password" />
      <AuthAlert message={request.data} severity="success" />
      <AuthAlert message={request.isError ? failureMessage(request.error) : null} />
      <AuthForm onSubmit={handleSubmit}>
        <EmailField label="Email Address" value={email} onChange={setEmail} disabled={busy} />
        <AuthSubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        <Button component={Link} to="/login" startIcon={<ArrowBackIcon />} fullWidth>
          Back to Login
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
