import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesApi } from '@elevate/shared/contract/rules';
import type { ApplyRuleBody } from '@elevate/shared/schemas/rules';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

type ApplyInput = { id: string; from?: string; to?: string };

const range = ({ from, to }: ApplyInput): Omit<ApplyRuleBody, 'dryRun'> => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/**
 * POST /api/rules/{id}/apply with dryRun: what the rule would change on the ledger's
 * transactions (the counts and the first 100 changes); nothing is written.
 */
export function previewRuleApplication(input: ApplyInput) {
  return callEndpoint(rulesApi.apply, {
    params: { id: input.id },
    body: { dryRun: true, ...range(input) },
  });
}

/** POST /api/rules/{id}/apply: every change made; the applicationId undoes it. */
export function applyRule(input: ApplyInput) {
  return callEndpoint(rulesApi.apply, {
    params: { id: input.id },
    body: { dryRun: false, ...range(input) },
  });
}

/** POST /api/rule-applications/{id}/undo: rows changed since are skipped, not overwritten. */
export function undoRuleApplication(id: string) {
  return callEndpoint(rulesApi.undoApplication, { params: { id } });
}

/** POST /api/rule-applications/{id}/redo. */
export function redoRuleApplication(id: string) {
  return callEndpoint(rulesApi.redoApplication, { params: { id } });
}

/** A dry run writes nothing, so it invalidates nothing; a mutation, since the user starts it. */
export function usePreviewRuleApplication() {
  return useMutation({ mutationFn: previewRuleApplication });
}

export function useApplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRule,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'ruleApplied' }),
  });
}
