import { translate, type Translate } from '../../../lib/i18n/use-t.ts';

/** The seven FAQ categories, in the order the chips show them, each with its name's key. */
const categoryKeys = {
  gettingStarted: 'support.faq.category.gettingStarted',
  budgetManagement: 'support.faq.category.budgetManagement',
  transactionManagement: 'support.faq.category.transactionManagement',
  dashboardReports: 'support.faq.category.dashboardReports',
  accountSecurity: 'support.faq.category.accountSecurity',
  troubleshooting: 'support.faq.category.troubleshooting',
  featuresTips: 'support.faq.category.featuresTips',
} as const;

export type FaqCategoryId = keyof typeof categoryKeys;
export const faqCategoryIds = Object.keys(categoryKeys) as FaqCategoryId[];

export function faqCategoryName(id: FaqCategoryId, t: Translate): string {
  return t(categoryKeys[id]);
}

/** One FAQ as the catalogue holds it: the keys of its texts. */
type FaqEntry = {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
  /** One message of comma-separated search words, so each language can offer its own. */
  tags: string;
};

export type Faq = {
  id: string;
  categoryId: FaqCategoryId;
  /** The texts below are in the reader's language, read each time they are used. */
  category: string;
  question: string;
  answer: string;
  tags: readonly string[];
};

// The answers (messages/*.json) describe how this product behaves; keep them in step with
// docs/product/ when rules change, in every language.
const entries: readonly FaqEntry[] = [
  {
    id: 'first-budget',
    category: 'gettingStarted',
    question: 'support.faq.firstBudget.question',
    answer: 'support.faq.firstBudget.answer',
    tags: 'support.faq.firstBudget.tags',
  },
  {
    id: 'tour',
    category: 'gettingStarted',
    question: 'support.faq.tour.question',
    answer: 'support.faq.tour.answer',
    tags: 'support.faq.tour.tags',
  },
  {
    id: 'months',
    category: 'gettingStarted',
    question: 'support.faq.months.question',
    answer: 'support.faq.months.answer',
    tags: 'support.faq.months.tags',
  },
  {
    id: 'to-be-budgeted',
    category: 'budgetManagement',
    question: 'support.faq.toBeBudgeted.question',
    answer: 'support.faq.toBeBudgeted.answer',
    tags: 'support.faq.toBeBudgeted.tags',
  },
  {
    id: 'categories',
    category: 'budgetManagement',
    question: 'support.faq.categories.question',
    answer: 'support.faq.categories.answer',
    tags: 'support.faq.categories.tags',
  },
  {
    id: 'income-amount',
    category: 'budgetManagement',
    question: 'support.faq.incomeAmount.question',
    answer: 'support.faq.incomeAmount.answer',
    tags: 'support.faq.incomeAmount.tags',
  },
  {
    id: 'budget-month',
    category: 'budgetManagement',
    question: 'support.faq.budgetMonth.question',
    answer: 'support.faq.budgetMonth.answer',
    tags: 'support.faq.budgetMonth.tags',
  },
  {
    id: 'add-transaction',
    category: 'transactionManagement',
    question: 'support.faq.addTransaction.question',
    answer: 'support.faq.addTransaction.answer',
    tags: 'support.faq.addTransaction.tags',
  },
  {
    id: 'move-transaction',
    category: 'transactionManagement',
    question: 'support.faq.moveTransaction.question',
    answer: 'support.faq.moveTransaction.answer',
    tags: 'support.faq.moveTransaction.tags',
  },
  {
    id: 'filters',
    category: 'transactionManagement',
    question: 'support.faq.filters.question',
    answer: 'support.faq.filters.answer',
    tags: 'support.faq.filters.tags',
  },
  {
    id: 'refunds',
    category: 'transactionManagement',
    question: 'support.faq.refunds.question',
    answer: 'support.faq.refunds.answer',
    tags: 'support.faq.refunds.tags',
  },
  {
    id: 'import',
    category: 'transactionManagement',
    question: 'support.faq.import.question',
    answer: 'support.faq.import.answer',
    tags: 'support.faq.import.tags',
  },
  {
    id: 'overview-cards',
    category: 'dashboardReports',
    question: 'support.faq.overviewCards.question',
    answer: 'support.faq.overviewCards.answer',
    tags: 'support.faq.overviewCards.tags',
  },
  {
    id: 'progress-colours',
    category: 'dashboardReports',
    question: 'support.faq.progressColours.question',
    answer: 'support.faq.progressColours.answer',
    tags: 'support.faq.progressColours.tags',
  },
  {
    id: 'insights',
    category: 'dashboardReports',
    question: 'support.faq.insights.question',
    answer: 'support.faq.insights.answer',
    tags: 'support.faq.insights.tags',
  },
  {
    id: 'verify-email',
    category: 'accountSecurity',
    question: 'support.faq.verifyEmail.question',
    answer: 'support.faq.verifyEmail.answer',
    tags: 'support.faq.verifyEmail.tags',
  },
  {
    id: 'change-password',
    category: 'accountSecurity',
    question: 'support.faq.changePassword.question',
    answer: 'support.faq.changePassword.answer',
    tags: 'support.faq.changePassword.tags',
  },
  {
    id: 'security',
    category: 'accountSecurity',
    question: 'support.faq.security.question',
    answer: 'support.faq.security.answer',
    tags: 'support.faq.security.tags',
  },
  {
    id: 'too-many-attempts',
    category: 'troubleshooting',
    question: 'support.faq.tooManyAttempts.question',
    answer: 'support.faq.tooManyAttempts.answer',
    tags: 'support.faq.tooManyAttempts.tags',
  },
  {
    id: 'budget-exists',
    category: 'troubleshooting',
    question: 'support.faq.budgetExists.question',
    answer: 'support.faq.budgetExists.answer',
    tags: 'support.faq.budgetExists.tags',
  },
  {
    id: 'undo',
    category: 'featuresTips',
    question: 'support.faq.undo.question',
    answer: 'support.faq.undo.answer',
    tags: 'support.faq.undo.tags',
  },
  {
    id: 'balance-dark-mode',
    category: 'featuresTips',
    question: 'support.faq.balanceDarkMode.question',
    answer: 'support.faq.balanceDarkMode.answer',
    tags: 'support.faq.balanceDarkMode.tags',
  },
  {
    id: 'rollover',
    category: 'budgetManagement',
    question: 'support.faq.rollover.question',
    answer: 'support.faq.rollover.answer',
    tags: 'support.faq.rollover.tags',
  },
  {
    id: 'category-carry-over',
    category: 'budgetManagement',
    question: 'support.faq.categoryCarryOver.question',
    answer: 'support.faq.categoryCarryOver.answer',
    tags: 'support.faq.categoryCarryOver.tags',
  },
  {
    id: 'recurring',
    category: 'transactionManagement',
    question: 'support.faq.recurring.question',
    answer: 'support.faq.recurring.answer',
    tags: 'support.faq.recurring.tags',
  },
  {
    id: 'goals-suggestions',
    category: 'featuresTips',
    question: 'support.faq.goalsSuggestions.question',
    answer: 'support.faq.goalsSuggestions.answer',
    tags: 'support.faq.goalsSuggestions.tags',
  },
];

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The FAQs in the language of `t`. */
export function localizedFaqs(t: Translate): readonly Faq[] {
  return entries.map((entry) => ({
    id: entry.id,
    categoryId: entry.category,
    get category() {
      return faqCategoryName(entry.category, t);
    },
    get question() {
      return t(entry.question);
    },
    get answer() {
      return t(entry.answer);
    },
    get tags() {
      return splitTags(t(entry.tags));
    },
  }));
}

/** The FAQs and their category names in the language the app speaks now, outside React. */
export const faqs = localizedFaqs(translate);
export const faqCategories: readonly string[] = Object.defineProperties(
  [] as string[],
  Object.fromEntries(
    faqCategoryIds.map((id, index) => [
      index,
      { get: () => faqCategoryName(id, translate), enumerable: true },
    ]),
  ),
);
