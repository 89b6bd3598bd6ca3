import { useQueryClient } from '@tanstack/react-query';
import type { Rule } from '@elevate/shared/schemas/rules';
import {
  undoApplication,
  type OnRuleStep,
} from '../../../entities/rules/reversible-rule-application.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNotify } from '../../../lib/notification-context.ts';
import { useRecordChange } from '../../../lib/reversible-history-context.ts';

/** Puts a rule's application on the undo list as one change, however many rows it changed. */
export function useRuleHistory() {
  const queryClient = useQueryClient();
  const record = useRecordChange();
  const notify = useNotify();
  const t = useT();
  const onStep: OnRuleStep = (direction, { changed, skipped }) => {
    if (skipped === 0) return;
    // The Undo button says 'Undone: …' once the step returns; the rows left alone are the
    // news that matters, so this message comes after it rather than being replaced by it.
    const key =
      direction === 'undo' ? 'rules.history.undoneSkipped' : 'rules.history.redoneSkipped';
    setTimeout(() => notify(t(key, { changed, skipped }), 'info'), 0);
  };
  return {
    applied: (rule: Rule, applicationId: string, changed: number) =>
      record({
        label: t('rules.history.appliedLabel', { name: rule.name, count: changed }),
        revert: undoApplication(queryClient, applicationId, onStep),
      }),
  };
}
