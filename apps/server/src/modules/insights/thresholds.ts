/**
 * When each insight is shown, and when the data is too thin for it (decision
 * 0026 says why these values).
 */
export const THRESHOLDS = {
  /** Pace: spent share of the budget at least this far ahead of the share of the month gone. */
  paceMargin: 0.15,
  /** Pace: a category paid in one go (rent) is paid, not running ahead. */
  paceMinTransactions: 2,
  /** Above average: at least 25 % and $25 above the mean of the 3 months before. */
  aboveAverageRatio: 1.25,
  aboveAverageMinCents: 2_500,
  aboveAverageMonths: 3,
  /** Large: at least 3 times the category's mean transaction of the 6 months before… */
  largeRatio: 3,
  /** …and that mean taken over at least 10 transactions. */
  largeMinHistory: 10,
  largeMonths: 6,
  largeShown: 3,
  /** Savings rate: income in M and M-1, and in at least 3 of the 6 months before M. */
  savingsMinIncomeMonths: 3,
  savingsMonths: 6,
  /** Income: income in each of the 3 months before M; within 5 % reads 'in line'. */
  incomeMonths: 3,
  incomeInLine: 0.05,
} as const;
