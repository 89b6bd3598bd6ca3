import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../api/auth-call.ts';
import { useRequestPasswordResetMutation } from '../api/request-password-reset.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

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
      <PageMeta
        title="Forgot Password"
        description={description}
        path="/forgot-password"
        jsonLd={webPageJsonLd('Forgot Password', description, '/forgot-password')}
      />
      <AuthAlert message={request.data} severity="success" />
      <AuthAlert message={request.isError ? failureMessage(request.error) : null} />
      <Box component="form" onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Button component={Link} to="/login" startIcon={<ArrowBackIcon />} fullWidth>
            Back to Login
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
