import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeCalls,
  installOnboardingApi,
  newUser,
  returningUser,
  TourHarness,
} from '../test/tour-harness.tsx';

const tourCard = () => screen.queryByRole('dialog');

async function renderAndWait(ms: number) {
  render(<TourHarness />);
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('onboarding', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the tour 1 s after load for a user who has not completed onboarding', async () => {
    installOnboardingApi(newUser);
    await renderAndWait(900);
    expect(tourCard()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(tourCard()).toHaveAccessibleName('Welcome to Elevate!');
  });

  it('never opens the tour for a user who has completed onboarding', async () => {
    installOnboardingApi(returningUser);
    await renderAndWait(3000);
    expect(tourCard()).toBeNull();
  });

  it.each([
    ['a server error', { status: 500, body: { msg: 'boom' } }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('treats %s on the check as completed onboarding: no tour', async (_, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installOnboardingApi(reply);
    await renderAndWait(3000);
    expect(tourCard()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Failed to check onboarding status.', expect.anything());
  });

  it("'Get Started' on the last step marks onboarding complete", async () => {
    const { calls } = installOnboardingApi(newUser);
    await renderAndWait(1100);
    for (let step = 1; step < 7; step++) {
      act(() => screen.getByRole('button', { name: 'Next' }).click());
    }
    act(() => screen.getByRole('button', { name: 'Get Started' }).click());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(tourCard()).toBeNull();
    expect(completeCalls(calls)).toHaveLength(1);
  });

  it("'Skip Tour' only closes the tour: onboarding stays incomplete", async () => {
    const { calls } = installOnboardingApi(newUser);
    await renderAndWait(1100);
    act(() => screen.getByRole('button', { name: 'Skip Tour' }).click());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(tourCard()).toBeNull();
    expect(completeCalls(calls)).toHaveLength(0);
  });

  it('a failed completion is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = installOnboardingApi(newUser);
    fake.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/csrf-token') return Response.json({ csrfToken: 'csrf' });
      if (path === '/api/auth/user') return Response.json(newUser.body);
      return Response.json({ msg: 'down' }, { status: 500 });
    });
    await renderAndWait(1100);
    for (let step = 1; step < 7; step++) {
      act(() => screen.getByRole('button', { name: 'Next' }).click());
    }
    act(() => screen.getByRole('button', { name: 'Get Started' }).click());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(tourCard()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Failed to complete onboarding.', expect.anything());
  });
});
