import { afterEach, describe, expect, it, vi } from 'vitest';
import { suppressResizeObserverErrors } from './suppress-resize-observer-errors.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function dispatchError(message: string) {
  const event = new ErrorEvent('error', { message, cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('resize-observer loop errors', () => {
  it('never reach other error listeners', () => {
    restore = suppressResizeObserverErrors();
    const listener = vi.fn();
    window.addEventListener('error', listener);
    const event = dispatchError('ResizeObserver loop completed with undelivered notifications.');
    dispatchError('ResizeObserver loop limit exceeded');
    window.removeEventListener('error', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });

  it('leave every other error alone', () => {
    restore = suppressResizeObserverErrors();
    const listener = vi.fn();
    window.addEventListener('error', listener);
    const event = dispatchError('TypeError: x is undefined');
    window.removeEventListener('error', listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });
});
