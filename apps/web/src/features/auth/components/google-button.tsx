import { Button, Divider } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { googleSignInUrl } from '../api/google-sign-in.ts';

/** 'Continue with Google' leaves the app for the provider (a plain link), then an 'or' rule. */
export function GoogleButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <Button
        href={googleSignInUrl()}
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<GoogleIcon />}
        disabled={disabled}
      >
        Continue with Google
      </Button>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
    </>
  );
}
