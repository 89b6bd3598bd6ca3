/** The seven FAQ categories, in the order the chips show them. */
export const faqCategories = [
  'Getting Started',
  'Budget Management',
  'Transaction Management',
  'Dashboard & Reports',
  'Account & Security',
  'Troubleshooting',
  'Features & Tips',
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export type Faq = {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  tags: readonly string[];
};

// Answers describe how this product behaves; keep them in step with docs/product/ when rules change.
export const faqs: readonly Faq[] = [
  {
    id: 'first-budget',
    category: 'Getting Started',
    question: 'How do I create my first budget?',
    answer:
      "Open Budgets and choose 'New Budget'. The month defaults to the current month. The categories are copied from your most recent budget (names and types, amounts reset to 0), or taken from the built-in template when you have no budget yet. Adjust the list, then choose 'Create Budget'.",
    tags: ['budget', 'new budget', 'setup', 'template'],
  },
  {
    id: 'tour',
    category: 'Getting Started',
    question: 'Is there a guided tour of the dashboard?',
    answer:
      "Yes. It opens by itself the first time you sign in, and you can start it again any time with the Tour button in the month bar. It has 7 short steps and takes about 2 minutes. The sample 'Grocery Shopping' transaction it shows is never saved to your account.",
    tags: ['tour', 'onboarding', 'walkthrough', 'demo'],
  },
  {
    id: 'months',
    category: 'Getting Started',
    question: 'How do I switch between months?',
    answer:
      'Use the arrows beside the month name on the dashboard, click the month name, or press M to open the Select Month dialog. You can go back as far as your earliest budget; future months cannot be opened until they arrive.',
    tags: ['month', 'navigation', 'calendar', 'shortcut'],
  },
  {
    id: 'to-be-budgeted',
    category: 'Budget Management',
    question: "What does 'To Be Budgeted' mean?",
    answer:
      "It is your income received this month plus any rollover, minus everything budgeted for expense and savings categories. A positive amount 'Needs Allocation', a negative one means you are 'Over Budget', and zero means 'All Allocated'.",
    tags: ['to be budgeted', 'allocation', 'income', 'over budget'],
  },
  {
    id: 'categories',
    category: 'Budget Management',
    question: 'How do I add, rename or delete a category?',
    answer:
      "On the Budgets page each budget lists its Income, Savings and Expenses. Use the 'Add … Category' row to add one, the pencil to rename it or change its amount, and the bin to delete it. Renaming keeps all of the category's transactions for that month; deleting removes the category and permanently deletes its transactions.",
    tags: ['category', 'rename', 'delete', 'add'],
  },
  {
    id: 'income-amount',
    category: 'Budget Management',
    question: 'Why can I not set a budgeted amount for income?',
    answer:
      'Income is not planned spending, so its budgeted amount is always 0. What counts is the income you actually record: it is what you have available to assign to expense and savings categories.',
    tags: ['income', 'budgeted amount', 'salary'],
  },
  {
    id: 'budget-month',
    category: 'Budget Management',
    question: "Can I change a budget's month or delete a budget?",
    answer:
      'Yes, on the Budgets page. The pencil next to the month lets you pick another month, as long as no other budget uses it. The bin deletes the budget together with all transactions of that month, so it asks you to confirm first.',
    tags: ['month', 'delete budget', 'edit'],
  },
  {
    id: 'add-transaction',
    category: 'Transaction Management',
    question: 'How do I record a transaction?',
    answer:
      "Choose 'Add New Transaction' on the dashboard or 'New Transaction' on the Transactions page. Enter the date, description, amount, type and category. The category list offers the categories of the chosen type, but you can type any name. The matching category's actual amount updates straight away.",
    tags: ['transaction', 'add', 'expense', 'income'],
  },
  {
    id: 'move-transaction',
    category: 'Transaction Management',
    question: 'How do I move a transaction to another category?',
    answer:
      'On the dashboard, drag the transaction from Recent Transactions and drop it on a category of the same type. Both categories update their actual amounts at once, and the move can be undone.',
    tags: ['drag and drop', 'move', 'category', 'recategorise'],
  },
  {
    id: 'filters',
    category: 'Transaction Management',
    question: 'What is the difference between the two filter buttons?',
    answer:
      "'Apply Filters (Paginated)' filters the transactions already loaded; use 'Load More Data to Filter' to bring in more. 'Filter All Transactions' searches your entire history at once. 'Clear Filters' goes back to the normal page-by-page list.",
    tags: ['filter', 'search', 'transactions', 'pagination'],
  },
  {
    id: 'refunds',
    category: 'Transaction Management',
    question: 'How do I record a refund or take money out of savings?',
    answer:
      'Enter the amount as a negative number in the same category. A refund lowers that expense category’s spending, and a negative savings transaction lowers what you have saved.',
    tags: ['refund', 'negative', 'withdrawal', 'savings'],
  },
  {
    id: 'import',
    category: 'Transaction Management',
    question: 'How do I import transactions from my bank?',
    answer:
      "Choose 'Import' on the Transactions page, or drag the files onto it. CSV files up to 20 MB and OFX, QFX, QIF and CAMT.053 files up to 4 MB are read. For a CSV you confirm which column holds the date, description and amount. The preview shows every row as it will be saved: duplicates of transactions you already have are unticked, and you can change a row's type or category or make a rule from it. After importing, 'Undo import' removes exactly what that file added. To get a file, sign in to your bank's website and look under Statements, Activity or Download/Export transactions: choose CSV (spreadsheet), OFX, QFX (Quicken/Web Connect), QIF or, at European banks, camt.053 (ISO 20022 XML).",
    tags: ['import', 'bank', 'csv', 'ofx', 'qfx', 'qif', 'camt.053', 'upload', 'undo import'],
  },
  {
    id: 'overview-cards',
    category: 'Dashboard & Reports',
    question: 'What do the Monthly Overview cards show?',
    answer:
      'Net Income is income minus expenses and savings. To Be Budgeted is the money still to assign. Savings Rate is savings as a share of income. Budget Progress compares what you spent and saved with what you budgeted.',
    tags: ['overview', 'net income', 'savings rate', 'progress'],
  },
  {
    id: 'progress-colours',
    category: 'Dashboard & Reports',
    question: 'What do the progress bar colours mean?',
    answer:
      'A category bar turns orange at 90% of its budget, green when it is exactly on budget, and red once it is over. Savings categories show a check mark when their goal is reached.',
    tags: ['progress', 'colours', 'warning', 'goal'],
  },
  {
    id: 'insights',
    category: 'Dashboard & Reports',
    question: 'Where do the insights come from, and why do I see none?',
    answer:
      "Insights are worked out from your own budgets and transactions: a category spending faster than the month passes, a category well above its 3-month average, an unusually large transaction for its category, your savings rate against last month and the 6-month average, income received against what the past 3 months suggest, and money not budgeted yet. Each one has a 'Why?' with the numbers behind it. An insight needs enough history to be fair, so a new account or a thin month shows none. Dismiss one with its close button: it stays hidden for that month. The Reports page lists them all next to the charts.",
    tags: ['insights', 'reports', 'charts', 'savings rate', 'dismiss'],
  },
  {
    id: 'verify-email',
    category: 'Account & Security',
    question: 'How do I verify my email address?',
    answer:
      "Click the link in the email we sent when you registered. If it expired or never arrived, open Settings and use 'Resend Verification Email'. The chip there shows whether your address is Verified.",
    tags: ['email', 'verification', 'settings'],
  },
  {
    id: 'change-password',
    category: 'Account & Security',
    question: 'How do I change my password?',
    answer:
      'Go to Settings, enter your current password and a new one twice. The new password needs at least 8 characters with an uppercase letter, a lowercase letter, a number and one of @ $ ! % * ? &. Forgot it? Use "Forgot your password?" on the sign-in page.',
    tags: ['password', 'change', 'requirements', 'reset'],
  },
  {
    id: 'security',
    category: 'Account & Security',
    question: 'How is my account kept secure?',
    answer:
      'Passwords are stored only as strong one-way hashes, every change request is protected against cross-site forgery, and repeated failed sign-ins lock the account for 15 minutes. Signing out removes your session token from this browser.',
    tags: ['security', 'privacy', 'lock', 'session'],
  },
  {
    id: 'too-many-attempts',
    category: 'Troubleshooting',
    question: "Why do I see 'Too many … attempts'?",
    answer:
      'Sign-in, registration, password and contact requests are limited to protect your account. Wait a little and try again; a locked sign-in opens again after 15 minutes.',
    tags: ['rate limit', 'locked', 'error', 'attempts'],
  },
  {
    id: 'budget-exists',
    category: 'Troubleshooting',
    question: 'Why can I not create a budget for a month?',
    answer:
      'Each month can have only one budget. If the month already has one, open it on the Budgets page and edit it instead, or move that budget to another month first. A budget also needs at least one category.',
    tags: ['budget', 'month', 'error', 'duplicate'],
  },
  {
    id: 'undo',
    category: 'Features & Tips',
    question: 'Can I undo a change?',
    answer:
      'Yes. Category moves and budgeted amount changes on the dashboard can be undone with the Undo button or Ctrl/Cmd+Z, and redone with Redo, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y. The buttons show how many changes are stored.',
    tags: ['undo', 'redo', 'shortcut', 'history'],
  },
  {
    id: 'balance-dark-mode',
    category: 'Features & Tips',
    question: 'What do Balance All and Dark Mode do?',
    answer:
      "When money is left to allocate, 'Balance All' (or Ctrl+B) raises over-budget expense and savings categories by their overage, in list order, until the money runs out. Dark Mode is a switch under Settings > Appearance; it starts from your system preference and is remembered on this device.",
    tags: ['balance all', 'dark mode', 'theme', 'shortcut'],
  },
  {
    id: 'rollover',
    category: 'Budget Management',
    question: "What does 'Rolled over from March' mean?",
    answer:
      "When you create a budget with 'Carry over' ticked, the To Be Budgeted your previous budget ended with (positive or negative) becomes this month's rollover, and To Be Budgeted is income + rollover − budgeted as always. The overview shows the carried amount. If you change the earlier month afterwards, the line shows what it ends at now and an Update button carries the new amount forward through every month up to this one.",
    tags: ['rollover', 'carry over', 'to be budgeted', 'previous month'],
  },
  {
    id: 'category-carry-over',
    category: 'Budget Management',
    question: "How does a category's 'Carry over' work?",
    answer:
      "Turn on 'Carry over' on an expense or savings row of the dashboard and last month's unspent amount in that category is added to this month's available money (or, when you overspent, subtracted). The row shows it as '+$50.00 carried · $350.00 available'. It is shown beside your budgeted and actual amounts: the totals, progress and To Be Budgeted stay exactly as before. It applies to every month until you turn it off.",
    tags: ['carry over', 'envelope', 'unspent', 'overspending', 'available'],
  },
  {
    id: 'recurring',
    category: 'Transaction Management',
    question: 'How do recurring transactions work?',
    answer:
      "Under Plan in the navigation (or the 'Manage recurring' link of the dashboard's Upcoming card) add rent, salary or subscriptions once: every N days, weeks, months (or on the last day of the month) or years, with an optional end date or number of times. Automatic ones are created on their date (UTC), exactly once, also for dates missed while you were away; others wait as 'due' for Record or Skip. On the 31st, short months use their last day; on February 29, other years use February 28. Editing or deleting a rule never changes transactions already created.",
    tags: ['recurring', 'repeat', 'bills', 'salary', 'upcoming', 'due'],
  },
  {
    id: 'goals-suggestions',
    category: 'Features & Tips',
    question: 'How do savings goals and budget suggestions work?',
    answer:
      "A goal has a target, an optional date and a savings category: everything saved in that category counts toward it. The card shows what is still needed, the monthly amount needed to reach it by its date, and whether your last three months' pace is on track; a reached goal is celebrated once and archived. In the New Budget dialog, 'Suggest from history' fills each category with the average of your last 3 months with transactions (or its recurring amount when higher), in whole dollars, showing the basis beside each amount.",
    tags: ['goals', 'savings', 'suggest', 'history', 'average'],
  },
];
