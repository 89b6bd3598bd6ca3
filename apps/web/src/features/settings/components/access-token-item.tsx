import { Box, Button, Chip, ListItem, ListItemText, Stack } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import type { AccessToken } from '@elevate/shared/schemas/access-tokens';
import { expiryDate, isExpired, shortDate } from '../access-token-dates.ts';
import { accessTokenMessages as messages } from '../security-messages.ts';

type AccessTokenItemProps = {
  token: AccessToken;
  /** The bound ledger's name, or undefined while the ledgers load or for every ledger. */
  ledgerName: string | undefined;
  onRevoke: () => void;
  disabled: boolean;
};

/**
 * One token: its name, what it may do and where, and its dates. The button sits in the
 * row's flow, not over its end, so a long name wraps beside it on a narrow phone.
 */
export function AccessTokenItem({ token, ledgerName, onRevoke, disabled }: AccessTokenItemProps) {
  const expired = isExpired(token);
  const where = token.ledgerId === null ? messages.allLedgers : (ledgerName ?? 'One ledger');
  const dates = [
    `Created ${shortDate(token.createdAt)}`,
    token.lastUsedAt ? `Last used ${shortDate(token.lastUsedAt)}` : 'Never used',
    token.expiresAt
      ? `${expired ? 'Expired' : 'Expires'} ${expiryDate(token.expiresAt)}`
      : 'Never expires',
  ];
  return (
    <ListItem divider sx={{ px: 0, gap: 1, alignItems: 'flex-start' }}>
      <KeyIcon sx={{ mt: 1, color: 'text.secondary' }} aria-hidden />
      <ListItemText
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        primary={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <span>{token.name}</span>
            {expired && <Chip label="Expired" color="warning" size="small" variant="outlined" />}
          </Stack>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {`${messages.scope[token.scope]} · ${where}`}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {dates.join(' · ')}
            </Box>
          </>
        }
      />
      <Button
        color="error"
        size="small"
        aria-label={`Revoke ${token.name}`}
        disabled={disabled}
        onClick={onRevoke}
        sx={{ flexShrink: 0, mt: 0.5 }}
      >
        Revoke
      </Button>
    </ListItem>
  );
}
