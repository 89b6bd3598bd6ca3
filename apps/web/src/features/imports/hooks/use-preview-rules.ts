import { useCallback, useContext, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportRule } from '@elevate/shared/schemas/imports';
import { importRulesQuery } from '../../../entities/imports/import-rules.ts';
import { applyRuleToPreview, rowsSetText, withSavedRule } from '../preview-rule.ts';
import { RuleSavedContext } from '../rule-saved-context.ts';
import type { RowEdits } from './use-row-edits.ts';
import type { RowLoader } from './use-row-loader.ts';

export type PreviewNotice = { severity: 'success' | 'error'; text: string };

export const ruleRowsFailedText =
  'The rule was saved, but the rows could not be read to apply it. It applies on the next import.';

/**
 * A rule saved while the preview is open (made from a row, or edited in the rules list)
 * is applied to the preview's rows at once; the rows the user set by hand keep their
 * values. A deleted rule changes no row: what it set stays until the user changes it.
 */
export function usePreviewRules(
  edits: RowEdits,
  loadRows: RowLoader,
  onNotice: (notice: PreviewNotice) => void,
) {
  const queryClient = useQueryClient();
  const channel = useContext(RuleSavedContext);
  const { ruleTarget, applyRule } = edits;
  // Rows still being read: confirming now would leave them out of the rule.
  const [applying, setApplying] = useState(0);

  const apply = useCallback(
    async (saved: ImportRule) => {
      const listed = queryClient.getQueryData(importRulesQuery().queryKey) ?? [];
      const rules = withSavedRule(listed, saved);
      setApplying((n) => n + 1);
      try {
        const rows = await loadRows();
        const { values, changed } = applyRuleToPreview(saved, rules, rows, ruleTarget);
        applyRule(rows, values);
        onNotice({ severity: 'success', text: rowsSetText(changed, saved.category) });
      } catch {
        onNotice({ severity: 'error', text: ruleRowsFailedText });
      } finally {
        setApplying((n) => n - 1);
      }
    },
    [queryClient, loadRows, ruleTarget, applyRule, onNotice],
  );

  useEffect(() => channel.listen((rule) => void apply(rule)), [channel, apply]);

  return { apply, applying: applying > 0 };
}
