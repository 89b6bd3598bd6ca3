/* eslint-disable elevate/no-untranslated-text -- a stand-in dashboard for tests, never shown to a reader */
import { useState } from 'react';
import { vi } from 'vitest';
import { Button } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/query-client.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { GuidedTour } from '../components/guided-tour.tsx';
import { useGuidedTour } from '../hooks/use-guided-tour.ts';

/** A dashboard stand-in: the tour's targets, a Tour button and the demo row when supplied. */
export function TourHarness() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TourTargets />
    </QueryClientProvider>
  );
}

function TourTargets() {
  const tour = useGuidedTour();
  return (
    <main>
      <div data-tour="dashboard">
        <Button onClick={tour.start}>Tour</Button>
        <div data-tour="month-navigation">month</div>
        <div data-tour="monthly-summary">summary</div>
        <div data-tour="budget-categories">categories</div>
        <ul data-tour="recent-transactions">
          {tour.demoTransaction && (
            <li data-tour="demo-transaction">{tour.demoTransaction.description}</li>
          )}
        </ul>
      </div>
      <GuidedTour tour={tour} />
    </main>
  );
}

type UserReply = { status: number; body?: unknown } | Error;

/** Fakes the two onboarding calls; jsdom lacks layout APIs the tour uses, so they are stubbed. */
export function installOnboardingApi(user: UserReply) {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  return installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'csrf' } };
    if (path === '/api/auth/user') return user;
    if (path === '/api/auth/complete-onboarding') return { status: 200, body: { success: true } };
    return undefined;
  });
}

export const newUser = {
  status: 200,
  body: {
    id: 'u1',
    email: 'new@example.com',
    name: 'New',
    isVerified: true,
    hasCompletedOnboarding: false,
    locale: null,
  },
};
export const returningUser = {
  status: 200,
  body: { ...newUser.body, hasCompletedOnboarding: true },
};

export const completeCalls = (calls: { url: string; method: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/auth/complete-onboarding'));
