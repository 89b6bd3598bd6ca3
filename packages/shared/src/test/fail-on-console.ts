import { afterEach } from 'vitest';

/**
 * A test run that prints console.error (or an unexpected console.warn) fails (CONTRIBUTING.md):
 * such output is a React act() warning, a swallowed rejection or a failure a screen only
 * logged. A test that expects one mocks it (`vi.spyOn(console, 'warn').mockImplementation`),
 * which keeps it from landing here. Every workspace's Vitest setup loads this file.
 */
const printed: string[] = [];

const original = { error: console.error.bind(console), warn: console.warn.bind(console) };

function recorder(level: keyof typeof original) {
  return (...args: unknown[]) => {
    printed.push(`console.${level}: ${args.map((arg) => String(arg)).join(' ')}`);
    original[level](...args);
  };
}

console.error = recorder('error');
console.warn = recorder('warn');

/** Throws when anything was printed since the last check, naming it; clears the record. */
export function assertNothingPrinted(): void {
  if (printed.length === 0) return;
  const lines = printed.splice(0);
  throw new Error(
    `The test printed to the console; mock the call if the test expects it:\n${lines.join('\n')}`,
  );
}

afterEach(assertNothingPrinted);
