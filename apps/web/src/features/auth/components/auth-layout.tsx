import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { Logo } from '../../../components/logo.tsx';

/** A name, written the same in every language. */
const productName = 'Elevate';

type AuthLayoutProps = {
  /** The page's heading (the one h1). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown beside the card on wide screens and below it on narrow ones (the login page's promises). */
  aside?: ReactNode;
};

/** The public pages' frame: brand, a centred card with the heading, and an optional side panel. */
export function AuthLayout({ title, subtitle, children, aside }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 6 },
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 3, md: 0 }}
        sx={{ width: '100%', maxWidth: aside ? 1040 : 480, alignItems: 'stretch' }}
      >
        <Paper
          elevation={aside ? 0 : 2}
          variant={aside ? 'outlined' : 'elevation'}
          sx={{
            flex: 1,
            p: { xs: 3, sm: 5 },
            borderRadius: 2,
            // Labels read as docs/product/sign-in.md quotes them ('Sign In', 'Creating Your Account...').
            '& .MuiButton-root': { textTransform: 'none', fontWeight: 600 },
            ...(aside && { borderTopRightRadius: { md: 0 }, borderBottomRightRadius: { md: 0 } }),
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
            <Logo size={36} />
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {productName}
            </Typography>
          </Stack>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
        {aside}
      </Stack>
    </Box>
  );
}
