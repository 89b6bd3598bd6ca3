import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no scrollIntoView: a recording stand-in for the running test, removed when it
 * ends; `mock.contexts` holds the elements scrolled to.
 */
export function stubScrollIntoView() {
  const scroll = vi.fn<(options?: ScrollIntoViewOptions) => void>();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scroll });
  onTestFinished(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  return scroll;
}
