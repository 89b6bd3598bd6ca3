import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@elevate/shared/schemas/webhooks';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { useT } from '../../../lib/i18n/use-t.ts';
import { EVENT_LABELS } from '../webhook-messages.ts';

export type WebhookDraft = { url: string; events: WebhookEvent[]; ledgerId: string };

/** The server's refusals, by the body field they name. */
export type WebhookFieldErrors = Partial<Record<'url' | 'events' | 'ledgerId', string>>;

type Props = {
  draft: WebhookDraft;
  onChange: (patch: Partial<WebhookDraft>) => void;
  errors: WebhookFieldErrors;
  ledgers: readonly Ledger[];
  disabled: boolean;
};

/** The address, the events it hears and, for someone in more than one ledger, whose. */
export function WebhookFields({ draft, onChange, errors, ledgers, disabled }: Props) {
  const t = useT();
  const toggle = (event: WebhookEvent, on: boolean) =>
    onChange({
      events: on
        ? WEBHOOK_EVENTS.filter((e) => e === event || draft.events.includes(e))
        : draft.events.filter((e) => e !== event),
    });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label={t('settings.webhooks.url')}
        required
        autoFocus
        fullWidth
        type="url"
        placeholder={t('settings.webhooks.urlPlaceholder')}
        value={draft.url}
        disabled={disabled}
        onChange={(event) => onChange({ url: event.target.value })}
        error={errors.url !== undefined}
        helperText={errors.url ?? t('settings.webhooks.urlHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_WEBHOOK_URL_LENGTH, spellCheck: false } }}
      />
      <FormControl component="fieldset" disabled={disabled} error={errors.events !== undefined}>
        <FormLabel component="legend">{t('settings.webhooks.events')}</FormLabel>
        <FormGroup>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={
                <Checkbox
                  checked={draft.events.includes(event)}
                  onChange={(_e, checked) => toggle(event, checked)}
                />
              }
              label={EVENT_LABELS[event]}
            />
          ))}
        </FormGroup>
        {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
      </FormControl>
      {ledgers.length > 1 && (
        <TextField
          select
          label={t('settings.common.ledger')}
          fullWidth
          value={draft.ledgerId}
          disabled={disabled}
          onChange={(event) => onChange({ ledgerId: event.target.value })}
          error={errors.ledgerId !== undefined}
          helperText={errors.ledgerId ?? t('settings.webhooks.ledgerHelp')}
        >
          {ledgers.map((ledger) => (
            <MenuItem key={ledger._id} value={ledger._id} sx={{ whiteSpace: 'normal' }}>
              {ledger.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
