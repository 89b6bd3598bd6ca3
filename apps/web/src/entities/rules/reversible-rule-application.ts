import type { QueryClient } from '@tanstack/react-query';
import type { RuleApplicationStepResponse } from '@elevate/shared/schemas/rules';
import type { Revert } from '../../lib/reversible-history.ts';
import { invalidateAfter } from '../invalidation.ts';
import { redoRuleApplication, undoRuleApplication } from './apply-rule.ts';

/** Told what a step did: rows changed since the last step are left alone by the server. */
export type OnRuleStep = (direction: 'undo' | 'redo', step: RuleApplicationStepResponse) => void;

/**
 * Takes a rule's application back (/undo), answering the step that makes it again (/redo),
 * and so on. The server skips each row edited since, so no one's later edit is lost.
 */
export function undoApplication(
  queryClient: QueryClient,
  applicationId: string,
  onStep: OnRuleStep,
): Revert {
  return async () => {
    const step = await undoRuleApplication(applicationId);
    await invalidateAfter(queryClient, { kind: 'ruleApplied' });
    onStep('undo', step);
    return redoApplication(queryClient, applicationId, onStep);
  };
}

function redoApplication(
  queryClient: QueryClient,
  applicationId: string,
  onStep: OnRuleStep,
): Revert {
  return async () => {
    const step = await redoRuleApplication(applicationId);
    await invalidateAfter(queryClient, { kind: 'ruleApplied' });
    onStep('redo', step);
    return undoApplication(queryClient, applicationId, onStep);
  };
}
