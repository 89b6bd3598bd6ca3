import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';

/** An in-app link in the theme's link style. */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink component={Link} to={to} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </MuiLink>
  );
}
