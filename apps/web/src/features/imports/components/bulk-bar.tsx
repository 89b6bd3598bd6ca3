import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import { useT } from '../../../lib/i18n/use-t.ts';
import { CategoryPicker } from './category-picker.tsx';

type BulkBarProps = {
  count: number;
  /** The picker offers this month's categories of this type (a selected row's), or a new one. */
  date: string;
  type: CategoryType;
  busy: boolean;
  onCategory: (category: string) => void;
  onClear: () => void;
};

const fieldSx = {
  fontSize: '0.875rem',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1,
  py: 0.5,
  width: '100%',
} as const;

/** 'N selected', one category for all of them, and a way out. */
export function BulkBar({ count, date, type, busy, onCategory, onClear }: BulkBarProps) {
  // A new picker after each change: it starts empty again rather than showing the last pick.
  const t = useT();
  const [round, setRound] = useState(0);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('imports.bulk.label')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 1 }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 500, minWidth: 88 }}>
        {t('imports.bulk.selected', { count })}
      </Typography>
      <Box sx={{ flex: '1 1 180px', minWidth: 160, maxWidth: 280 }}>
        <CategoryPicker
          key={round}
          n={0}
          date={date}
          type={type}
          value=""
          label={t('imports.bulk.categoryLabel')}
          placeholder={t('imports.bulk.placeholder')}
          onChange={(category) => {
            setRound((r) => r + 1);
            onCategory(category);
          }}
          sx={fieldSx}
        />
      </Box>
      <Button size="small" onClick={onClear} disabled={busy} sx={{ ml: 'auto' }}>
        {t('imports.bulk.clear')}
      </Button>
    </Paper>
  );
}
