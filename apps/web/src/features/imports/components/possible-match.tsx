import { Box, NativeSelect, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { formatShortDate } from '@elevate/shared';
import type { PossibleMatch } from '@elevate/shared/schemas/imports';
import { MATCH_CHOICES, type MatchChoice } from '../hooks/use-row-edits.ts';

const labels: Record<MatchChoice, string> = {
  bank: "Link: bank's date and text",
  existing: 'Link: keep my date and text',
  keepBoth: 'Keep both',
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
          title={`${match.description} · ${formatShortDate(match.date)} · ${match.category ?? 'Split'}`}
        >
          Possible match: <b>{match.description}</b> · {formatShortDate(match.date)} ·{' '}
          {match.category ?? 'Split'}
        </Typography>
      </Box>
      <NativeSelect
        value={choice}
        onChange={(event) => onChoice(event.target.value as MatchChoice)}
        inputProps={{ 'aria-label': `Possible match of row ${n}: ${match.description}` }}
        sx={{ fontSize: '0.8125rem', maxWidth: '100%' }}
      >
        {MATCH_CHOICES.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
