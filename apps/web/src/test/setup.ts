import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@elevate/shared/test/fail-on-console';
import { resetSelectedLedger } from '../lib/selected-ledger.ts';
import { setSelectedMonth } from '../lib/selected-month.ts';
import { installMatchMedia, resetMediaQueryMatcher } from './match-media.ts';

// A few files run in Node (`@vitest-environment node`), e.g. the build-time prerender.
const hasWindow = typeof window !== 'undefined';

if (hasWindow) installMatchMedia();

afterEach(() => {
  cleanup();
  if (hasWindow) window.localStorage.clear();
  // The tab's ledger is read from storage again: each test starts in the personal ledger.
  resetSelectedLedger();
  resetMediaQueryMatcher();
  // The dashboard's month is kept for the tab's life: each test starts at the current month.
  setSelectedMonth(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
