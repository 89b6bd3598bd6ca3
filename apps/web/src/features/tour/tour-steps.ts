import { translate, type Translate } from '../../lib/i18n/use-t.ts';

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

/** Seven steps over the dashboard, in this order; title and content name catalogue keys. */
const stepEntries: readonly TourStep[] = [
  {
    id: 'welcome',
    target: 'dashboard',
    placement: 'center',
    title: 'tour.step.welcome.title',
    content: 'tour.step.welcome.content',
  },
  {
    id: 'navigate-through-time',
    target: 'month-navigation',
    placement: 'auto',
    title: 'tour.step.navigateThroughTime.title',
    content: 'tour.step.navigateThroughTime.content',
  },
  {
    id: 'financial-overview',
    target: 'monthly-summary',
    placement: 'auto',
    title: 'tour.step.financialOverview.title',
    content: 'tour.step.financialOverview.content',
  },
  {
    id: 'smart-budget-management',
    target: 'budget-categories',
    placement: 'auto',
    title: 'tour.step.smartBudgetManagement.title',
    content: 'tour.step.smartBudgetManagement.content',
  },
  {
    id: 'transaction-central',
    target: 'recent-transactions',
    placement: 'auto',
    title: 'tour.step.transactionCentral.title',
    content: 'tour.step.transactionCentral.content',
  },
  {
    id: 'drag-and-drop',
    target: 'demo-transaction',
    placement: 'auto',
    title: 'tour.step.dragAndDrop.title',
    content: 'tour.step.dragAndDrop.content',
  },
  {
    id: 'congratulations',
    target: null,
    placement: 'center',
    title: 'tour.step.congratulations.title',
    content: 'tour.step.congratulations.content',
  },
];

/** The steps in the language of `t`, each text read when it is used. */
export function localizedTourSteps(t: Translate): readonly TourStep[] {
  return stepEntries.map((entry) => ({
    id: entry.id,
    target: entry.target,
    placement: entry.placement,
    get title() {
      return t(entry.title);
    },
    get content() {
      return t(entry.content);
    },
  }));
}

/** The steps in the language the app speaks now, outside React. */
export const tourSteps = localizedTourSteps(translate);

export type TourLabels = { skip: string; previous: string; next: string; finish: string };

/** Full labels on wide screens, shorter ones in the mobile layout (docs/product/dashboard.md). */
const labelKeys: Record<'desktop' | 'mobile', TourLabels> = {
  desktop: {
    skip: 'tour.label.skip',
    previous: 'tour.label.previous',
    next: 'tour.label.next',
    finish: 'tour.label.finish',
  },
  mobile: {
    skip: 'tour.label.skipShort',
    previous: 'tour.label.previousShort',
    next: 'tour.label.nextShort',
    finish: 'tour.label.finishShort',
  },
};

/** The buttons' labels in the language of `t`. */
export function localizedTourLabels(layout: 'desktop' | 'mobile', t: Translate): TourLabels {
  const keys = labelKeys[layout];
  return {
    get skip() {
      return t(keys.skip);
    },
    get previous() {
      return t(keys.previous);
    },
    get next() {
      return t(keys.next);
    },
    get finish() {
      return t(keys.finish);
    },
  };
}

/** The labels in the language the app speaks now, outside React. */
export const tourLabels: Record<'desktop' | 'mobile', TourLabels> = {
  desktop: localizedTourLabels('desktop', translate),
  mobile: localizedTourLabels('mobile', translate),
};

/** The progress text beside the bar: step over total. */
export function tourProgressText(
  index: number,
  total: number = stepEntries.length,
  t: Translate = translate,
): string {
  return t('tour.progress', { step: index + 1, total });
}
