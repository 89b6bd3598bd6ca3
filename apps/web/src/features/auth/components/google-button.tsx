import { Button, Divider } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useT } from '../../../lib/i18n/use-t.ts';
import { googleSignInUrl } from '../api/google-sign-in.ts';

/** 'Continue with Google' leaves the app for the provider (a plain link), then an 'or' rule. */
export function GoogleButton({ disabled = false }: { disabled?: boolean }) {
  const t = useT();
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
        {t('auth.google.continue')}
      </Button>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
        {t('auth.google.or')}
      </Divider>
    </>
  );
}
