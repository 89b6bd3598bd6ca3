import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import InsightsIcon from '@mui/icons-material/Insights';
import RuleIcon from '@mui/icons-material/Rule';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SettingsIcon from '@mui/icons-material/Settings';

/** `labelKey`: the catalogue key of the item's name (app/messages). */
export type NavItem = { labelKey: string; to: string; icon: SvgIconComponent };

export const mainNavItems: NavItem[] = [
  { labelKey: 'app.nav.dashboard', to: '/', icon: DashboardIcon },
  { labelKey: 'app.nav.budgets', to: '/budgets', icon: AccountBalanceWalletIcon },
  { labelKey: 'app.nav.transactions', to: '/transactions', icon: ReceiptLongIcon },
  // Where the money is, beside the transactions that move it (decision 0052).
  { labelKey: 'app.nav.accounts', to: '/accounts', icon: AccountBalanceIcon },
  // What fills in the transactions (imported or past), beside them but past the first four.
  { labelKey: 'app.nav.rules', to: '/rules', icon: RuleIcon },
  { labelKey: 'app.nav.reports', to: '/reports', icon: InsightsIcon },
  // Recurring transactions and savings goals: beyond the first four items, after Reports.
  { labelKey: 'app.nav.plan', to: '/plan', icon: EventRepeatIcon },
  { labelKey: 'app.nav.support', to: '/support', icon: SupportAgentIcon },
];

export const lowerNavItems: NavItem[] = [
  { labelKey: 'app.nav.settings', to: '/settings', icon: SettingsIcon },
];

/** The dashboard lives at both / and /dashboard; other items match their path and below. */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === to || pathname.startsWith(`${to}/`);
}
