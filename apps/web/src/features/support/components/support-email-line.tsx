import { Link, Typography } from '@mui/material';
import { useSupportConfig } from '../../../entities/support/get-support-config.ts';
import { useAppIntl } from '../../../lib/i18n/use-t.ts';

/** The support address, as the server is configured now. */
export function SupportEmailLine() {
  const intl = useAppIntl();
  const { data } = useSupportConfig();
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="support-email-line">
      {intl.formatMessage(
        { id: 'support.emailLine' },
        {
          email: data.email,
          link: (chunks) => <Link href={`mailto:${data.email}`}>{chunks}</Link>,
        },
      )}
    </Typography>
  );
}
