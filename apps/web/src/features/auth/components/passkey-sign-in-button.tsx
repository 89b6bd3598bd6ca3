import { Button } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePasskeySignInMutation } from '../api/second-step.ts';
import { secondStepFailureMessage } from '../two-step-messages.ts';

type Props = {
  disabled: boolean;
  onToken: (token: string) => void;
  onError: (message: string | null) => void;
};

/** 'Sign in with a passkey': a discoverable passkey signs in without e-mail or password. */
export function PasskeySignInButton({ disabled, onToken, onError }: Props) {
  const t = useT();
  const signIn = usePasskeySignInMutation();
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<KeyIcon />}
      disabled={disabled || signIn.isPending}
      onClick={() => {
        onError(null);
        signIn.mutate(undefined, {
          onSuccess: onToken,
          onError: (failure) => onError(secondStepFailureMessage(failure, t)),
        });
      }}
      sx={{ mt: 2 }}
    >
      {t('auth.passkey.signIn')}
    </Button>
  );
}
