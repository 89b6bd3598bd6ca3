import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Rule } from '@elevate/shared/schemas/rules';
import { rulesQuery } from '../../../entities/rules/get-rules.ts';
import { englishMessages } from '../../../lib/i18n/catalogues.ts';
import { translate } from '../../../lib/i18n/use-t.ts';
import { applyRuleToPreview, categoryOf, rowsSetText } from '../preview-rule.ts';
import type { RowEdits } from './use-row-edits.ts';
import type { RowLoader } from './use-row-loader.ts';

export type PreviewNotice = { severity: 'success' | 'error'; text: string };

/** The English text, for tests; the notice says it in the reader's language. */
export const ruleRowsFailedText = englishMessages['imports.notice.ruleRowsFailed']!;

/**
 * A rule made from a row while the preview is open is applied to the preview's rows at
 * once, behind the ledger's other rules as at upload; the rows the user set by hand keep
 * their values.
 */
export function usePreviewRules(
  edits: RowEdits,
  loadRows: RowLoader,
  onNotice: (notice: PreviewNotice) => void,
) {
  const queryClient = useQueryClient();
  const { ruleTarget, applyRule } = edits;
  // Rows still being read: confirming now would leave them out of the rule.
  const [applying, setApplying] = useState(0);

  const apply = useCallback(
    async (saved: Rule) => {
      setApplying((n) => n + 1);
      try {
        // The rules before it decide which rows are still its to set.
        const rules = await queryClient.fetchQuery(rulesQuery()).catch(() => [saved]);
        const rows = await loadRows();
        const { values, changed } = applyRuleToPreview(saved, rules, rows, ruleTarget);
        applyRule(rows, values);
        onNotice({ severity: 'success', text: rowsSetText(changed, categoryOf(saved) ?? '') });
      } catch {
        onNotice({ severity: 'error', text: translate('imports.notice.ruleRowsFailed') });
      } finally {
        setApplying((n) => n - 1);
      }
    },
    [queryClient, loadRows, ruleTarget, applyRule, onNotice],
  );

  return { apply, applying: applying > 0 };
}
