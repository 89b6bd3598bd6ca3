import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';

const overscan = 8;
// jsdom and a not-yet-laid-out box measure 0: assume a typical viewport until measured.
const fallbackViewport = 480;

/**
 * The rows of a fixed-row-height list that are in view (plus a few either side), so a
 * preview of 100,000 rows keeps about forty in the DOM. Same approach as the
 * Transactions table: one scroll box, spacers above and below.
 */
export function useWindowedRows(count: number, rowHeight: number) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(fallbackViewport);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || fallbackViewport);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);

  return {
    container,
    start,
    end,
    before: start * rowHeight,
    after: Math.max(0, (count - end) * rowHeight),
    onScroll: (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    /** Keeps a keyboard-focused row in view: the list scrolls to it before it renders. */
    scrollToIndex: (index: number) => {
      const element = container.current;
      if (!element) return;
      const top = index * rowHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + viewport)
        element.scrollTop = top + rowHeight - viewport;
      setScrollTop(element.scrollTop);
    },
  };
}
