import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n/use-t.ts';

export type SettingsGroup = { id: string; title: string; content: ReactNode };

/**
 * The settings in named groups with a row of in-page links above them. The links wrap
 * instead of scrolling sideways, so every group is one tap away on a 375 px phone too.
 */
export function SettingsGroups({ groups }: { groups: SettingsGroup[] }) {
  const t = useT();
  return (
    <>
      <Box
        component="nav"
        aria-label={t('settings.groups.nav')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {groups.map((group) => (
          <Button key={group.id} href={`#${group.id}`} size="small" variant="outlined">
            {group.title}
          </Button>
        ))}
      </Box>
      <Stack spacing={4}>
        {groups.map((group) => (
          <Box
            key={group.id}
            id={group.id}
            role="group"
            aria-labelledby={`${group.id}-title`}
            // Lands below the app's top bar when reached through a link.
            sx={{ scrollMarginTop: 80 }}
          >
            <Typography
              id={`${group.id}-title`}
              variant="overline"
              color="text.secondary"
              component="p"
              sx={{ mb: 1 }}
            >
              {group.title}
            </Typography>
            <Stack spacing={3}>{group.content}</Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
