/** Where a step's card sits: beside its target, or in the middle of the screen. */
export type TourPlacement = 'auto' | 'center';

export type TourStep = {
  id: string;
  /** The `data-tour` attribute of the highlighted element; null for the closing step. */
  target: string | null;
  placement: TourPlacement;
  title: string;
  content: string;
};

/** The card is 480 px wide, 520 px on the last step. */
export const TOUR_CARD_WIDTH = 480;
export const TOUR_LAST_CARD_WIDTH = 520;
/** A first-time user sees the tour 1 s after load. */
export const TOUR_OPEN_DELAY_MS = 1_000;

/** Seven steps over the dashboard, in this order. */
export const tourSteps: readonly TourStep[] = [
  {
    id: 'welcome',
    target: 'dashboard',
    placement: 'center',
    title: 'Welcome to Elevate!',
    content:
      'Elevate your financial journey. This quick tour takes about 2 minutes and shows you around your dashboard.',
  },
  {
    id: 'navigate-through-time',
    target: 'month-navigation',
    placement: 'auto',
    title: 'Navigate Through Time',
    content:
      'Move between months with the arrows, or click the month title (or press M) to jump to any month with a budget.',
  },
  {
    id: 'financial-overview',
    target: 'monthly-summary',
    placement: 'auto',
    title: 'Financial Overview',
    content:
      'Your month at a glance: net income, money still to be budgeted, your savings rate and overall budget progress.',
  },
  {
    id: 'smart-budget-management',
    target: 'budget-categories',
    placement: 'auto',
    title: 'Smart Budget Management',
    content:
      'Income, savings and expense categories with their progress. Edit an amount in place, drag categories to reorder them, and double-click one to filter transactions.',
  },
  {
    id: 'transaction-central',
    target: 'recent-transactions',
    placement: 'auto',
    title: 'Transaction Central',
    content:
      'Your latest transactions live here. Add a new one, show more, or open the full Transactions page.',
  },
  {
    id: 'drag-and-drop',
    target: 'demo-transaction',
    placement: 'auto',
    title: 'Drag and Drop',
    content:
      'Drag a transaction onto another category to move it there. This Grocery Shopping row is only a demo and is never saved.',
  },
  {
    id: 'congratulations',
    target: null,
    placement: 'center',
    title: 'Congratulations!',
    content:
      "You're ready to take control of your money. Use Undo and Redo to reverse changes, and press Tour at any time to see this again.",
  },
];

export type TourLabels = { skip: string; previous: string; next: string; finish: string };

/** Full labels on wide screens, shorter ones in the mobile layout (docs/product/dashboard.md). */
export const tourLabels: Record<'desktop' | 'mobile', TourLabels> = {
  desktop: { skip: 'Skip Tour', previous: 'Previous', next: 'Next', finish: 'Get Started' },
  mobile: { skip: 'Skip', previous: 'Back', next: 'Next', finish: 'Start' },
};

/** The progress text beside the bar: step over total. */
export function tourProgressText(index: number, total: number = tourSteps.length): string {
  return `Step ${index + 1} of ${total}`;
}
