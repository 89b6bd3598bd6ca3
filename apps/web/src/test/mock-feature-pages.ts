import { vi } from 'vitest';

// Importing this file from a test swaps every feature page for a heading-only stub, so tests
// of the router and shell neither depend on nor wait for pages other engineers own. The pages
// are loaded with dynamic import() at navigation time, after these mocks are registered.
vi.mock('../features/auth/routes/login-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/auth/routes/register-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/auth/routes/forgot-password-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/auth/routes/verify-email-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/auth/routes/reset-password-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/auth/routes/auth-callback-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/dashboard/routes/dashboard-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/budgets/routes/budgets-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/transactions/routes/transactions-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/settings/routes/settings-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/support/routes/support-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/plan-ahead/routes/plan-page.tsx', () => import('./page-stubs.tsx'));
vi.mock('../features/accounts/routes/accounts-page.tsx', () => import('./page-stubs.tsx'));
// The dashboard route also mounts the guided tour: here every user has completed onboarding.
vi.mock('../features/tour/api/onboarding-api.ts', () => ({
  fetchOnboardingCompleted: () => Promise.resolve(true),
  completeOnboarding: () => Promise.resolve(),
}));
