import { useEffect, useMemo, useRef } from 'react';
import { useAccount } from '../../../entities/account/get-account.ts';
import { useUpdateAccount } from '../../../entities/account/update-account.ts';
import { allStepsDone, firstRunSteps, type FirstRunFacts } from '../lib/first-run-steps.ts';

/**
 * The first-run checklist's state. `facts` is null until the dashboard's first answers
 * are in: a step is never shown as to-do before the server said so. Dismissal lives with
 * the account (decision 0043); finishing every step dismisses it too, so it does not
 * come back in a later month that still has money to assign.
 */
export function useFirstRunChecklist(facts: FirstRunFacts | null) {
  const account = useAccount();
  const update = useUpdateAccount();
  const steps = useMemo(() => (facts ? firstRunSteps(facts) : null), [facts]);
  const finished = steps !== null && allStepsDone(steps);
  const dismissed = account.data?.checklistDismissed ?? true;
  const sent = useRef(false);
  const { mutate } = update;

  useEffect(() => {
    if (finished && account.data?.checklistDismissed === false && !sent.current) {
      sent.current = true;
      mutate({ checklistDismissed: true });
    }
  }, [finished, account.data?.checklistDismissed, mutate]);

  return {
    steps: steps && !finished && !dismissed && !update.isPending ? steps : null,
    dismiss: () => {
      sent.current = true;
      mutate({ checklistDismissed: true });
    },
  };
}
