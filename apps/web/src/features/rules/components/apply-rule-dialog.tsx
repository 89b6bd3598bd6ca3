import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MAX_APPLY_CHANGES, MAX_APPLY_PREVIEW, type Rule } from '@elevate/shared/schemas/rules';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useApplyRule, usePreviewRuleApplication } from '../../../entities/rules/apply-rule.ts';
import { fieldRefusal, isApiError } from '../../../lib/api-error.ts';
import { formatCount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNotify } from '../../../lib/notification-context.ts';
import { useRuleHistory } from '../hooks/use-rule-history.ts';
import { RuleChangesTable } from './rule-changes-table.tsx';

const errorText = (error: unknown, fallback: string) =>
  (isApiError(error) && error.msg) || fallback;

/**
 * 'Apply to past transactions': a dry run first (what matches, what would change, the
 * first changes), then the real run, which the Undo button takes back as one change.
 */
export function ApplyRuleDialog({ rule, onClose }: { rule: Rule; onClose: () => void }) {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const preview = usePreviewRuleApplication();
  const apply = useApplyRule();
  const history = useRuleHistory();
  const notify = useNotify();
  const checked = preview.data;
  const { mutate: check } = preview;
  const range = { id: rule._id, from: from || undefined, to: to || undefined };

  // Opening the dialog is asking what the rule would do over every date.
  useEffect(() => check({ id: rule._id }), [check, rule._id]);

  const run = () =>
    apply.mutate(range, {
      onSuccess: ({ changed, applicationId }) => {
        notify(t('rules.apply.applied', { count: changed }), 'success');
        if (applicationId) history.applied(rule, applicationId, changed);
        onClose();
      },
    });
  // Dates changed since the dry run: its counts no longer describe what Apply would do.
  const stale =
    checked !== undefined &&
    (preview.variables?.from !== range.from || preview.variables?.to !== range.to);
  const busy = preview.isPending || apply.isPending;

  return (
    <Dialog
      open
      onClose={apply.isPending ? undefined : onClose}
      aria-labelledby="apply-rule-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="apply-rule-title">{t('rules.apply.title', { name: rule.name })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
          >
            {[
              { label: t('rules.apply.from'), value: from, set: setFrom, param: 'from' },
              { label: t('rules.apply.to'), value: to, set: setTo, param: 'to' },
            ].map((field) => (
              <TextField
                key={field.param}
                label={field.label}
                type="date"
                size="small"
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
                error={Boolean(fieldRefusal(preview.error, field.param))}
                helperText={fieldRefusal(preview.error, field.param) ?? t('rules.apply.optional')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            <Button variant="outlined" disabled={busy} onClick={() => check(range)}>
              {t('rules.apply.check')}
            </Button>
          </Stack>
          {preview.isPending && <LoadingSkeleton label={t('rules.apply.checking')} rows={3} />}
          {preview.isError &&
            !fieldRefusal(preview.error, 'from') &&
            !fieldRefusal(preview.error, 'to') && (
              <FormErrorAlert>
                {errorText(preview.error, t('rules.errors.previewFailed'))}
              </FormErrorAlert>
            )}
          {checked && !preview.isPending && (
            <>
              <Typography role="status">
                {t('rules.apply.dryRun', { matched: checked.matched, changed: checked.changed })}
                {checked.changed > MAX_APPLY_PREVIEW &&
                  ` ${t('rules.apply.firstListed', { count: MAX_APPLY_PREVIEW })}`}
              </Typography>
              {checked.changed > MAX_APPLY_CHANGES && (
                <Typography color="warning.main">
                  {t('rules.apply.tooMany', { max: formatCount(MAX_APPLY_CHANGES) })}
                </Typography>
              )}
              {stale && <Typography color="warning.main">{t('rules.apply.stale')}</Typography>}
              {(checked.transactions?.length ?? 0) > 0 && (
                <RuleChangesTable changes={checked.transactions ?? []} />
              )}
            </>
          )}
          {apply.isError && (
            <FormErrorAlert>{errorText(apply.error, t('rules.errors.applyFailed'))}</FormErrorAlert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending}>
          {t('rules.apply.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={run}
          disabled={
            busy ||
            !checked ||
            checked.changed === 0 ||
            checked.changed > MAX_APPLY_CHANGES ||
            stale
          }
        >
          {t(apply.isPending ? 'rules.apply.applying' : 'rules.apply.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
