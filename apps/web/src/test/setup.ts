import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installMatchMedia, resetMediaQueryMatcher } from './match-media.ts';

installMatchMedia();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetMediaQueryMatcher();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
