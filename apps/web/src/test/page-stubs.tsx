// Stand-ins for the feature pages, so tests of the router and shell do not depend on
// (or wait for the data calls of) pages other engineers own. Use with
// vi.mock('<path to page module>', () => import('<path to this file>')).
function stub(title: string) {
  return function StubPage() {
    return <h1>{title}</h1>;
  };
}

export const LoginPage = stub('Sign In');
export const RegisterPage = stub('Register');
export const ForgotPasswordPage = stub('Forgot Password');
export const VerifyEmailPage = stub('Verify Email');
export const ResetPasswordPage = stub('Reset Password');
export const AuthCallbackPage = stub('Auth Callback');
export const DashboardPage = stub('Dashboard');
export const BudgetsPage = stub('Budgets');
export const TransactionsPage = stub('Transactions');
export const SettingsPage = stub('Settings');
export const SupportPage = stub('Support');
export const PlanPage = stub('Plan');
export const AccountsPage = stub('Accounts');
