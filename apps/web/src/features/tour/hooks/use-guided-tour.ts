import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { createDemoTransaction, type DemoTransaction } from '../demo-transaction.ts';
import { localizedTourSteps, type TourStep } from '../tour-steps.ts';
import { useOnboarding } from './use-onboarding.ts';

export type GuidedTour = {
  open: boolean;
  stepIndex: number;
  step: TourStep;
  total: number;
  isLast: boolean;
  /** The demo row for Recent Transactions, only while the tour is open. */
  demoTransaction: DemoTransaction | null;
  /** The Tour button: (re)starts at the first step. */
  start: () => void;
  next: () => void;
  previous: () => void;
  /** Skip Tour, the close button and Escape: only close (docs/product/dashboard.md). */
  close: () => void;
  /** 'Get Started' on the last step: close and mark onboarding complete. */
  finish: () => void;
};

/** The tour's state, opened automatically for first-time users (docs/product/dashboard.md). */
export function useGuidedTour(): GuidedTour {
  const [open, setOpen] = useState(false);
  const [stepIndex, setStepIndex] = useState(0);
  const t = useT();
  const [createdAt] = useState(() => new Date());
  // Its words follow the language; the row itself (date, id) stays the same.
  const demo = useMemo(() => createDemoTransaction(createdAt, t), [createdAt, t]);
  const tourSteps = useMemo(() => localizedTourSteps(t), [t]);
  const total = tourSteps.length;

  const start = useCallback(() => {
    setStepIndex(0);
    setOpen(true);
  }, []);
  const { markCompleted } = useOnboarding(start);

  const next = useCallback(() => setStepIndex((i) => Math.min(i + 1, total - 1)), [total]);
  const previous = useCallback(() => setStepIndex((i) => Math.max(i - 1, 0)), []);
  const close = useCallback(() => setOpen(false), []);
  const finish = useCallback(() => {
    setOpen(false);
    markCompleted();
  }, [markCompleted]);

  const step = tourSteps[stepIndex] ?? tourSteps[0]!;
  return useMemo(
    () => ({
      open,
      stepIndex,
      step,
      total,
      isLast: stepIndex === total - 1,
      demoTransaction: open ? demo : null,
      start,
      next,
      previous,
      close,
      finish,
    }),
    [open, stepIndex, step, total, demo, start, next, previous, close, finish],
  );
}
