import { useRef, useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accessTokenMessages as messages } from '../security-messages.ts';

type CopyState = 'idle' | 'copied' | 'failed';

type Props = {
  secret: string;
  label?: string;
  /** Why to copy it now (and what it is for), above the field. */
  copyNow?: string;
  copied?: string;
  copyFailed?: string;
};

/** A new secret (an access token's, a webhook's), shown this once, with a way to copy it. */
export function ShownOnceSecret({
  secret,
  label,
  copyNow = messages.copyNow,
  copied = messages.copied,
  copyFailed = messages.copyFailed,
}: Props) {
  const t = useT();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for a manual copy.
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">{copyNow}</Alert>
      <TextField
        label={label ?? t('settings.accessTokens.secretLabel')}
        value={secret}
        fullWidth
        multiline
        inputRef={field}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        // The whole secret stays visible on a narrow phone instead of scrolling sideways.
        sx={{ '& textarea': { fontFamily: 'monospace', wordBreak: 'break-all' } }}
      />
      <div>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copySecret()}
        >
          {t('settings.secret.copy')}
        </Button>
      </div>
      <Typography
        variant="body2"
        color={copy === 'failed' ? 'error' : 'text.secondary'}
        aria-live="polite"
      >
        {copy === 'copied' ? copied : copy === 'failed' ? copyFailed : ''}
      </Typography>
    </Stack>
  );
}
