import { DIGEST_MESSAGES } from '@elevate/shared/schemas/digest';

/** The weekly digest's texts: the E-mail card in Settings and the unsubscribe page. */
export const digestMessages = {
  cardTitle: 'E-mail updates',
  switchLabel: 'Weekly digest',
  switchHelp:
    "A Monday e-mail with last week's spending, the budgets close to or over their limit, " +
    'the payments coming up and your goals.',
  loading: 'Loading your e-mail settings',
  loadFailed: 'Failed to load your e-mail settings. Please try again later.',
  saveFailed: 'Failed to change the weekly digest',
  pageTitle: 'Weekly digest',
  pageDescription: 'Stop the weekly digest e-mails of your Elevate account.',
  question: 'Stop the weekly digest e-mails for this address?',
  stop: 'Stop the weekly digest',
  stopping: 'Stopping...',
  stopFailed: 'Failed to stop the weekly digest',
  // The server's own text for an unknown token: a link without one is no better.
  missingToken: DIGEST_MESSAGES.invalidLink,
  home: 'Go to Elevate',
} as const;
