import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/match-media.ts';
import { installOnboardingApi, returningUser, TourHarness } from '../test/tour-harness.tsx';

async function startTour() {
  installOnboardingApi(returningUser);
  const user = userEvent.setup();
  render(<TourHarness />);
  const tourButton = screen.getByRole('button', { name: 'Tour' });
  await user.click(tourButton);
  return { user, tourButton, card: () => screen.getByRole('dialog') };
}

const cardBox = (card: HTMLElement) => card.parentElement as HTMLElement;

describe('guided tour', () => {
  it('walks the seven steps in order with progress, then offers Get Started', async () => {
    const { user, card } = await startTour();
    const seen: string[] = [];
    for (let step = 1; step <= 7; step++) {
      const dialog = card();
      const progress = within(dialog).getByRole('progressbar', { name: 'Tour progress' });
      expect(progress).toHaveAttribute('aria-valuetext', `Step ${step} of 7`);
      expect(within(dialog).getByText(`Step ${step} of 7`)).toBeVisible();
      seen.push(dialog.getAttribute('data-step') ?? '');
      if (step < 7) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    }
    expect(seen).toEqual([
      'welcome',
      'navigate-through-time',
      'financial-overview',
      'smart-budget-management',
      'transaction-central',
      'drag-and-drop',
      'congratulations',
    ]);
    expect(within(card()).getByRole('button', { name: 'Get Started' })).toBeVisible();
    expect(within(card()).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Skip Tour' })).toBeNull();
  });

  it('has no Previous on the first step; Previous goes back one step', async () => {
    const { user, card } = await startTour();
    expect(within(card()).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Skip Tour' })).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Next' }));
    await user.click(within(card()).getByRole('button', { name: 'Next' }));
    await user.click(within(card()).getByRole('button', { name: 'Previous' }));
    expect(card()).toHaveAccessibleName('Navigate Through Time');
  });

  it('is 480 px wide, 520 px on the last step', async () => {
    const { user, card } = await startTour();
    expect(getComputedStyle(cardBox(card())).width).toBe('480px');
    for (let step = 1; step < 7; step++) {
      await user.click(within(card()).getByRole('button', { name: 'Next' }));
    }
    expect(getComputedStyle(cardBox(card())).width).toBe('520px');
  });

  it('uses the shorter labels below 600 px', async () => {
    setViewportWidth(375);
    const { user, card } = await startTour();
    expect(within(card()).getByRole('button', { name: 'Skip' })).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Next' }));
    expect(within(card()).getByRole('button', { name: 'Back' })).toBeVisible();
    for (let step = 2; step < 7; step++) {
      await user.click(within(card()).getByRole('button', { name: 'Next' }));
    }
    expect(within(card()).getByRole('button', { name: 'Start' })).toBeVisible();
  });

  it('shows the demo transaction only while the tour is open', async () => {
    const { user, card } = await startTour();
    expect(screen.getByText('Grocery Shopping')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Skip Tour' }));
    expect(screen.queryByText('Grocery Shopping')).toBeNull();
  });

  it('moves focus into the card, keeps Tab inside it, and Escape closes it returning focus', async () => {
    const { user, tourButton, card } = await startTour();
    await waitFor(() => expect(card()).toHaveFocus());
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(card()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tourButton).toHaveFocus();
  });

  it('the Tour button restarts at the first step', async () => {
    const { user, tourButton, card } = await startTour();
    await user.click(within(card()).getByRole('button', { name: 'Next' }));
    await user.click(within(card()).getByRole('button', { name: 'Close tour' }));
    await user.click(tourButton);
    expect(card()).toHaveAccessibleName('Welcome to Elevate!');
  });
});
