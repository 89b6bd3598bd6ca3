import { Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The import runs the ledger's rules on every row; they are kept on their own screen. */
export function RulesLink() {
  return (
    <Paper variant="outlined" component="section" aria-label="Rules" sx={{ p: 2 }}>
      <Typography variant="body2">
        Rules categorise imported rows:{' '}
        <Link component={RouterLink} to="/rules">
          Manage rules
        </Link>
      </Typography>
    </Paper>
  );
}
