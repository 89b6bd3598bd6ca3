import { useCallback, useEffect, useRef, useState } from 'react';
import { completeOnboarding, fetchOnboardingCompleted } from '../api/onboarding-api.ts';
import { TOUR_OPEN_DELAY_MS } from '../tour-steps.ts';

/**
 * Spec section 4 'Onboarding': on load, a user who has not completed onboarding is a
 * first-time user and `onDue` runs 1 s later. A failed check counts as completed.
 * `markCompleted` is what 'Get Started' calls; it posts only for a first-time user.
 */
export function useOnboarding(onDue: () => void) {
  const [firstTime, setFirstTime] = useState(false);
  const latestOnDue = useRef(onDue);
  useEffect(() => {
    latestOnDue.current = onDue;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void fetchOnboardingCompleted(controller.signal).then((completed) => {
      if (completed || controller.signal.aborted) return;
      setFirstTime(true);
      timer = setTimeout(() => latestOnDue.current(), TOUR_OPEN_DELAY_MS);
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  const markCompleted = useCallback(() => {
    if (!firstTime) return;
    setFirstTime(false);
    void completeOnboarding();
  }, [firstTime]);

  return { firstTime, markCompleted };
}
