import { Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAppIntl } from '../../../lib/i18n/use-t.ts';

/** The import runs the ledger's rules on every row; they are kept on their own screen. */
export function RulesLink() {
  const intl = useAppIntl();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={intl.formatMessage({ id: 'imports.rulesLink.label' })}
      sx={{ p: 2 }}
    >
      <Typography variant="body2">
        {intl.formatMessage(
          { id: 'imports.rulesLink.text' },
          {
            link: (chunks) => (
              <Link component={RouterLink} to="/rules">
                {chunks}
              </Link>
            ),
          },
        )}
      </Typography>
    </Paper>
  );
}
