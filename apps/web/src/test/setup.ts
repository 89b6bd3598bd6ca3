import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@elevate/shared/test/fail-on-console';
import { installMatchMedia, resetMediaQueryMatcher } from './match-media.ts';

// A few files run in Node (`@vitest-environment node`), e.g. the build-time prerender.
const hasWindow = typeof window !== 'undefined';

if (hasWindow) installMatchMedia();

afterEach(() => {
  cleanup();
  if (hasWindow) window.localStorage.clear();
  resetMediaQueryMatcher();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
