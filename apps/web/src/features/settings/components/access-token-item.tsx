import { Box, Button, Chip, ListItem, ListItemText, Stack } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import type { AccessToken } from '@elevate/shared/schemas/access-tokens';
import { expiryDate, isExpired, shortDate } from '../access-token-dates.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const expired = isExpired(token);
  const where =
    token.ledgerId === null
      ? messages.allLedgers
      : (ledgerName ?? t('settings.accessTokens.oneLedger'));
  const expiry = token.expiresAt ? expiryDate(token.expiresAt) : null;
  const dates = [
    t('settings.accessTokens.created', { date: shortDate(token.createdAt) }),
    token.lastUsedAt
      ? t('settings.common.lastUsed', { date: shortDate(token.lastUsedAt) })
      : t('settings.common.neverUsed'),
    expiry === null
      ? t('settings.accessTokens.neverExpires')
      : t(expired ? 'settings.accessTokens.expiredOn' : 'settings.accessTokens.expiresOn', {
          date: expiry,
        }),
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
            {expired && (
              <Chip
                label={t('settings.accessTokens.expired')}
                color="warning"
                size="small"
                variant="outlined"
              />
            )}
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
        aria-label={t('settings.accessTokens.revokeNamed', { name: token.name })}
        disabled={disabled}
        onClick={onRevoke}
        sx={{ flexShrink: 0, mt: 0.5 }}
      >
        {t('settings.accessTokens.revoke')}
      </Button>
    </ListItem>
  );
}
