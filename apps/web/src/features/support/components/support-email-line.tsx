import { Link, Typography } from '@mui/material';
import { useSupportConfig } from '../../../entities/support/get-support-config.ts';

/** The support address, as the server is configured now. */
export function SupportEmailLine() {
  const { data } = useSupportConfig();
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="support-email-line">
      You can also email us at <Link href={`mailto:${data.email}`}>{data.email}</Link>. We respond
      within 24 hours.
    </Typography>
  );
}
