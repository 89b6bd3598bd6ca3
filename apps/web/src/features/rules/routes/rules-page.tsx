import { useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Rule } from '@elevate/shared/schemas/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UndoRedoControls } from '../../../components/undo-redo-controls.tsx';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useRules } from '../../../entities/rules/get-rules.ts';
import { useDeleteRule, useReorderRules } from '../../../entities/rules/rule-writes.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ApplyRuleDialog } from '../components/apply-rule-dialog.tsx';
import { RuleDialog } from '../components/rule-dialog.tsx';
import { RulesList } from '../components/rules-list.tsx';

/**
 * Rules (decision 0054): what fills in a transaction, in the order they run. Owners and
 * editors add, edit, reorder, delete and apply them; a viewer reads them (decision 0049).
 */
export function RulesPage() {
  const t = useT();
  const rules = useRules();
  const accounts = useFinancialAccounts();
  const canWrite = useCanWriteLedger();
  const reorder = useReorderRules();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [applying, setApplying] = useState<Rule | null>(null);
  const list = rules.data ?? [];
  // While the accounts load a rule names 'an account'; once loaded, a missing one is gone.
  const accountName = (id: string) =>
    accounts.data
      ? (accounts.data.find((account) => account._id === id)?.name ?? t('rules.page.accountGone'))
      : t('rules.page.accountLoading');
  const writeError = reorder.isError
    ? t('rules.errors.reorderFailed')
    : remove.isError
      ? (isApiError(remove.error) && remove.error.msg) || t('rules.errors.deleteFailed')
      : null;

  return (
    <Box>
      <PageHeader
        title={t('rules.page.title')}
        actionLabel={t('rules.page.addRule')}
        onAction={canWrite ? () => setEditing('new') : undefined}
        extraActions={canWrite && <UndoRedoControls />}
      />
      <Paper component="section" aria-label={t('rules.page.section')} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('rules.page.intro')}
          </Typography>
          {writeError && (
            <FormErrorAlert
              onClose={() => {
                reorder.reset();
                remove.reset();
              }}
            >
              {writeError}
            </FormErrorAlert>
          )}
          {rules.isPending && (
            <LoadingSkeleton label={t('rules.page.loading')} rows={3} height={56} />
          )}
          {rules.isError && (
            <LoadError message={t('rules.page.loadFailed')} onRetry={() => void rules.refetch()} />
          )}
          {rules.isSuccess && list.length === 0 && (
            <Typography color="text.secondary">
              {t(canWrite ? 'rules.page.none' : 'rules.page.noneViewer')}
            </Typography>
          )}
          {list.length > 0 && (
            <RulesList
              rules={list}
              accountName={accountName}
              onReorder={(next) => reorder.mutate(next)}
              actions={
                canWrite
                  ? { onEdit: setEditing, onDelete: setDeleting, onApply: setApplying }
                  : undefined
              }
            />
          )}
        </Stack>
      </Paper>
      {editing && canWrite && (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          rules={list}
          onClose={() => setEditing(null)}
        />
      )}
      {applying && canWrite && (
        <ApplyRuleDialog rule={applying} onClose={() => setApplying(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('rules.page.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })
        }
      >
        <Typography>
          {deleting && t('rules.page.deleteQuestion', { name: deleting.name })}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
