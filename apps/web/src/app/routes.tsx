import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { loadChunk } from './load-chunk.ts';
import { loadAppShell, loadDashboard } from './warm-signed-in-app.ts';
import { RootLayout } from './root-layout.tsx';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Each page is its own chunk; `pick` names the page's export inside its module.
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(load)) });
}

// The dashboard comes with its guided tour (see dashboard-route.tsx).
const dashboard = page(loadDashboard, (m) => m.DashboardRoute);

/** The route table (docs/product/README.md lists the screens). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: '/login',
            lazy: page(
              () => import('../features/auth/routes/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: '/register',
            lazy: page(
              () => import('../features/auth/routes/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: '/forgot-password',
            lazy: page(
              () => import('../features/auth/routes/forgot-password-page.tsx'),
              (m) => m.ForgotPasswordPage,
            ),
          },
        ],
      },
      // Public, but they must do their work even when a token is stored.
      {
        path: '/verify-email',
        lazy: page(
          () => import('../features/auth/routes/verify-email-page.tsx'),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: '/reset-password',
        lazy: page(
          () => import('../features/auth/routes/reset-password-page.tsx'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/confirm-email-change',
        lazy: page(
          () => import('../features/settings/routes/confirm-email-change-page.tsx'),
          (m) => m.ConfirmEmailChangePage,
        ),
      },
      {
        // A digest e-mail's unsubscribe link: it works by its token alone.
        path: '/unsubscribe',
        lazy: page(
          () => import('../features/settings/routes/digest-unsubscribe-page.tsx'),
          (m) => m.DigestUnsubscribePage,
        ),
      },
      {
        path: '/auth/callback',
        lazy: page(
          () => import('../features/auth/routes/auth-callback-page.tsx'),
          (m) => m.AuthCallbackPage,
        ),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            // A mailed link: outside the shell like /confirm-email-change, but only for a
            // signed-in person (the guard sends others to /login and back).
            path: '/invitations/accept',
            lazy: page(
              () => import('../features/ledgers/routes/accept-invitation-page.tsx'),
              (m) => m.AcceptInvitationPage,
            ),
          },
          {
            lazy: page(loadAppShell, (m) => m.AppShell),
            children: [
              { index: true, lazy: dashboard },
              { path: '/dashboard', lazy: dashboard },
              {
                path: '/budgets',
                // With the savings goals (budgets-route.tsx, docs/product/plan.md).
                lazy: page(
                  () => import('./budgets-route.tsx'),
                  (m) => m.BudgetsRoute,
                ),
              },
              {
                // Recurring transactions and goals under one navigation item.
                path: '/plan',
                lazy: page(
                  () => import('../features/plan-ahead/routes/plan-page.tsx'),
                  (m) => m.PlanPage,
                ),
              },
              // The page's address before it held the goals too; links and bookmarks still work.
              { path: '/recurring', element: <Navigate to="/plan" replace /> },
              {
                path: '/transactions',
                // With the import feature's Import button and drop zone (transactions-route.tsx).
                lazy: page(
                  () => import('./transactions-route.tsx'),
                  (m) => m.TransactionsRoute,
                ),
              },
              {
                // Where the money is (decision 0052).
                path: '/accounts',
                lazy: page(
                  () => import('../features/accounts/routes/accounts-page.tsx'),
                  (m) => m.AccountsPage,
                ),
              },
              {
                // What fills in transactions, at import and applied to past ones (decision 0054).
                path: '/rules',
                lazy: page(
                  () => import('../features/rules/routes/rules-page.tsx'),
                  (m) => m.RulesPage,
                ),
              },
              {
                path: '/transactions/import',
                lazy: page(
                  () => import('../features/imports/routes/import-page.tsx'),
                  (m) => m.ImportPage,
                ),
              },
              {
                // The charts library comes with this page's chunk only (reports and insights, docs/product/reports.md).
                path: '/reports',
                lazy: page(
                  () => import('../features/reports/routes/reports-page.tsx'),
                  (m) => m.ReportsPage,
                ),
              },
              {
                path: '/settings',
                lazy: page(
                  () => import('../features/settings/routes/settings-page.tsx'),
                  (m) => m.SettingsPage,
                ),
              },
              {
                path: '/ledgers',
                lazy: page(
                  () => import('../features/ledgers/routes/ledgers-page.tsx'),
                  (m) => m.LedgersPage,
                ),
              },
              {
                path: '/support',
                lazy: page(
                  () => import('../features/support/routes/support-page.tsx'),
                  (m) => m.SupportPage,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
