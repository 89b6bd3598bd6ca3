import { Box, NativeSelect, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import type { PossibleMatch } from '@elevate/shared/schemas/imports';
import { formatShortDate } from '../../../lib/i18n/format.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { MATCH_CHOICES, type MatchChoice } from '../hooks/use-row-edits.ts';

/** Each choice's catalogue key. */
const labels: Record<MatchChoice, string> = {
  bank: 'imports.match.bank',
  existing: 'imports.match.existing',
  keepBoth: 'imports.match.keepBoth',
};

type PossibleMatchLineProps = {
  n: number;
  match: PossibleMatch;
  choice: MatchChoice;
  onChoice: (choice: MatchChoice) => void;
};

/**
 * The user's own transaction this row possibly is, beside the row: linking
 * keeps one transaction (not counted twice), keep both adds the row as well.
 */
export function PossibleMatchLine({ n, match, choice, onChoice }: PossibleMatchLineProps) {
  const t = useT();
  const intl = useAppIntl();
  const facts = {
    description: match.description,
    date: formatShortDate(match.date),
    category: match.category ?? t('imports.match.split'),
  };
  return (
    // The existing row on a line of its own, the choice below: side by side, a narrow
    // description column left the existing row no room.
    <Box sx={{ minWidth: 0 }} data-testid="possible-match">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
        <LinkIcon fontSize="small" color="action" aria-hidden />
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{
            minWidth: 0,
            lineHeight: 1.3,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
          title={`${facts.description} · ${facts.date} · ${facts.category}`}
        >
          {intl.formatMessage(
            { id: 'imports.match.line' },
            { ...facts, b: (chunks) => <b>{chunks}</b> },
          )}
        </Typography>
      </Box>
      <NativeSelect
        value={choice}
        onChange={(event) => onChoice(event.target.value as MatchChoice)}
        inputProps={{
          'aria-label': t('imports.match.label', { n, description: match.description }),
        }}
        sx={{ fontSize: '0.8125rem', maxWidth: '100%' }}
      >
        {MATCH_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(labels[value])}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
