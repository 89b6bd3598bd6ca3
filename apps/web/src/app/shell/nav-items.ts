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

export type NavItem = { label: string; to: string; icon: SvgIconComponent };

export const mainNavItems: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: DashboardIcon },
  { label: 'Budgets', to: '/budgets', icon: AccountBalanceWalletIcon },
  { label: 'Transactions', to: '/transactions', icon: ReceiptLongIcon },
  // Where the money is, beside the transactions that move it (decision 0052).
  { label: 'Accounts', to: '/accounts', icon: AccountBalanceIcon },
  // What fills in the transactions (imported or past), beside them but past the first four.
  { label: 'Rules', to: '/rules', icon: RuleIcon },
  { label: 'Reports', to: '/reports', icon: InsightsIcon },
  // Recurring transactions and savings goals: beyond the first four items, after Reports.
  { label: 'Plan', to: '/plan', icon: EventRepeatIcon },
  { label: 'Support', to: '/support', icon: SupportAgentIcon },
];

export const lowerNavItems: NavItem[] = [
  { label: 'Settings', to: '/settings', icon: SettingsIcon },
];

/** The dashboard lives at both / and /dashboard; other items match their path and below. */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === to || pathname.startsWith(`${to}/`);
}
