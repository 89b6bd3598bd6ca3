import { accountsSection } from './accounts.ts';
import { budgetsSection } from './budgets.ts';
import {
  carryOversSection,
  goalsSection,
  importMappingsSection,
  importRulesSection,
  recurringRulesSection,
} from './plan-ahead.ts';
import { profileSection, settingsSection } from './profile.ts';
import { rulesSection } from './rules.ts';
import type { AccountSection } from './section.ts';
import { transactionsSection } from './transactions.ts';

/**
 * Every key of the export file after its header, in file order; a restore writes
 * them in this order too (budgets before what may refer to their months, accounts
 * before the transactions that name them). One entry per kind of user data.
 */
export const ACCOUNT_SECTIONS = [
  profileSection,
  settingsSection,
  budgetsSection,
  accountsSection,
  transactionsSection,
  goalsSection,
  carryOversSection,
  recurringRulesSection,
  importRulesSection,
  rulesSection,
  importMappingsSection,
] as AccountSection[];
