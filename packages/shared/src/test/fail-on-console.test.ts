import { describe, expect, it, vi } from 'vitest';
import { assertNothingPrinted } from './fail-on-console.ts';

describe('a test that prints to the console fails', () => {
  it('a console.error fails the test, naming what was printed', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    console.error('Failed to fetch budget');
    stderr.mockRestore();
    expect(() => assertNothingPrinted()).toThrow(/console\.error: Failed to fetch budget/);
  });

  it('an unexpected console.warn fails it too', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    console.warn('deprecated');
    stderr.mockRestore();
    expect(() => assertNothingPrinted()).toThrow(/console\.warn: deprecated/);
  });

  it('a warning the test expects, and mocks, does not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    console.warn('Failed to fetch available months.');
    expect(warn).toHaveBeenCalledOnce();
    expect(() => assertNothingPrinted()).not.toThrow();
  });
});
