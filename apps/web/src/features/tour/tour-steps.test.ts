import { describe, expect, it } from 'vitest';
import { createDemoTransaction } from './demo-transaction.ts';
import { tourLabels, tourProgressText, tourSteps } from './tour-steps.ts';

describe('tour steps', () => {
  it('has the seven tour steps with their targets in order', () => {
    expect(tourSteps.map((step) => [step.title, step.target])).toEqual([
      ['Welcome to Elevate!', 'dashboard'],
      ['Navigate Through Time', 'month-navigation'],
      ['Financial Overview', 'monthly-summary'],
      ['Smart Budget Management', 'budget-categories'],
      ['Transaction Central', 'recent-transactions'],
      ['Drag and Drop', 'demo-transaction'],
      ['Congratulations!', null],
    ]);
  });

  it('promises on the first step that the tour takes 2 minutes', () => {
    expect(tourSteps[0]?.content).toContain('2 minutes');
  });

  it('uses the full button labels on wide screens and shorter ones on mobile', () => {
    expect(tourLabels.desktop).toEqual({
      skip: 'Skip Tour',
      previous: 'Previous',
      next: 'Next',
      finish: 'Get Started',
    });
    expect(tourLabels.mobile).toEqual({
      skip: 'Skip',
      previous: 'Back',
      next: 'Next',
      finish: 'Start',
    });
  });

  it('shows progress as step over total', () => {
    expect(tourProgressText(0)).toBe('Step 1 of 7');
    expect(tourProgressText(6)).toBe('Step 7 of 7');
  });

  it('demo transaction is the Grocery Shopping expense, flagged as a demo', () => {
    expect(createDemoTransaction()).toMatchObject({
      description: 'Grocery Shopping',
      amount: 45.99,
      category: 'Food & Dining',
      type: 'expense',
      isDemo: true,
    });
  });
});
