import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import type { Member } from '@elevate/shared/schemas/ledgers';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useSetEmailShown } from '../../../entities/ledgers/members.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ledgerErrorText } from '../ledger-messages.ts';

/**
 * The caller's own choice, per ledger: members see each other's names only, unless
 * one shows their address to the others (off until they turn it on).
 */
export function EmailShownSwitch({ ledgerId, self }: { ledgerId: string; self: Member }) {
  const t = useT();
  const setShown = useSetEmailShown();
  const shown = self.email !== null;
  return (
    <Stack sx={{ mt: 1 }}>
      {setShown.error && (
        <FormErrorAlert>
          {ledgerErrorText(setShown.error, t('ledgers.members.changeFailed'))}
        </FormErrorAlert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            disabled={setShown.isPending}
            onChange={(event) => setShown.mutate({ ledgerId, showEmail: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'email-shown-help' } }}
          />
        }
        label={t('ledgers.emailShown.label')}
      />
      <FormHelperText id="email-shown-help" sx={{ mt: 0 }}>
        {shown
          ? t('ledgers.emailShown.shown', { email: self.email })
          : t('ledgers.emailShown.hidden')}
      </FormHelperText>
    </Stack>
  );
}
