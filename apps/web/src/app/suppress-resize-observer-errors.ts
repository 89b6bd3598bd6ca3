// The browser's harmless "ResizeObserver loop" errors are suppressed everywhere
// (charts and drawers resizing in one frame trigger them; they are not application errors).
const resizeObserverLoop =
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/;

function isResizeObserverLoopError(message: unknown): boolean {
  return typeof message === 'string' && resizeObserverLoop.test(message);
}

export function suppressResizeObserverErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (!isResizeObserverLoopError(event.message)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  target.addEventListener('error', onError, { capture: true });
  return () => target.removeEventListener('error', onError, { capture: true });
}
