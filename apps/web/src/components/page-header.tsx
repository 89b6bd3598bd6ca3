import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

interface PageHeaderProps {
  title: string;
  /** Label of the page's 'create' button, e.g. 'New Budget'. */
  actionLabel: string;
  /** Absent: no create button (a ledger's viewer, decision 0049). */
  onAction?: () => void;
  /** More buttons, shown before the create button (the Transactions page's Import). */
  extraActions?: ReactNode;
}

/** A page title (the page's h1) with its create button on the right. */
export function PageHeader({ title, actionLabel, onAction, extraActions }: PageHeaderProps) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 3,
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      {/* Wraps rather than overflows a phone's width when a page adds buttons. */}
      <Stack
        direction="row"
        sx={{
          gap: 1,
          ml: 'auto',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          alignItems: 'center',
        }}
      >
        {extraActions}
        {onAction && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            // A long label (German, French) wraps inside the button rather than overflow a phone.
            sx={{ flexShrink: 0, maxWidth: '100%' }}
            onClick={onAction}
          >
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
