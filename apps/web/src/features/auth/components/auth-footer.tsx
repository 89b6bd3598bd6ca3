import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The centred line under a form that points to the other auth page. */
export function AuthFooter({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
