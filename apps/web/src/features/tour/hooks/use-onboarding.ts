import { useCallback, useEffect, useRef, useState } from 'react';
import { useCompleteOnboarding } from '../../../entities/user/complete-onboarding.ts';
import { useCurrentUser } from '../../../entities/user/get-current-user.ts';
import { TOUR_OPEN_DELAY_MS } from '../tour-steps.ts';

/**
 * On load, a user who has not completed onboarding is a
 * first-time user and `onDue` runs 1 s later. A failed check counts as completed.
 * `markCompleted` is what 'Get Started' calls; it posts only for a first-time user.
 */
export function useOnboarding(onDue: () => void) {
  const user = useCurrentUser();
  const complete = useCompleteOnboarding();
  const [firstTime, setFirstTime] = useState(false);
  // Decided once per load: a later refetch of the user (on focus) never reopens the tour.
  const decided = useRef(false);
  const latestOnDue = useRef(onDue);
  useEffect(() => {
    latestOnDue.current = onDue;
  });

  useEffect(() => {
    if (user.isError && !decided.current) {
      decided.current = true;
      console.warn('Failed to check onboarding status.', user.error);
    }
  }, [user.isError, user.error]);

  const needsTour = user.data?.hasCompletedOnboarding === false;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!needsTour || decided.current) return;
    decided.current = true;
    setFirstTime(true);
    timer.current = setTimeout(() => latestOnDue.current(), TOUR_OPEN_DELAY_MS);
  }, [needsTour]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { mutate } = complete;
  const markCompleted = useCallback(() => {
    if (!firstTime) return;
    setFirstTime(false);
    // A failure is only logged.
    mutate(undefined, {
      onError: (error) => console.warn('Failed to complete onboarding.', error),
    });
  }, [firstTime, mutate]);

  return { firstTime, markCompleted };
}
