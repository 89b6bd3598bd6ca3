import { Box, Chip, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Chips shown on a row (one on a phone's narrow column); the rest are counted ('+2'). */
const SHOWN = 3;
const SHOWN_COMPACT = 1;

/** Read by screen readers, not shown (in px: sx reads a bare 1 as 100%). */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type RowTagsProps = {
  tags: readonly string[];
  /** A chip's click shows the transactions with that tag (the Filters panel's Tag). */
  onTag?: (tag: string) => void;
  /** The phone's layout: the description's column is narrow. */
  compact?: boolean;
};

/** A row's tags as small chips under its description, one line that never wraps. */
export function RowTags({ tags, onTag, compact = false }: RowTagsProps) {
  const shown = tags.slice(0, compact ? SHOWN_COMPACT : SHOWN);
  const more = tags.length - shown.length;
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflow: 'hidden', mt: 0.25 }}>
      {shown.map((tag) => (
        <Chip
          key={tag}
          label={tag}
          size="small"
          variant="outlined"
          onClick={onTag && (() => onTag(tag))}
          aria-label={onTag ? t('transactions.tags.filterBy', { tag }) : undefined}
          sx={{ height: 20, fontSize: '0.75rem', maxWidth: 160, flexShrink: 0 }}
        />
      ))}
      {more > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          title={tags.slice(shown.length).join(', ')}
        >
          +{more}
          <Box component="span" sx={srOnly}>
            {' '}
            {t('transactions.tags.more', {
              count: more,
              tags: tags.slice(shown.length).join(', '),
            })}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
