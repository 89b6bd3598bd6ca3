import { useEffect, type RefObject } from 'react';
import { DRAG_SCROLL_TICK_MS, edgeScrollStep } from '../lib/edge-scroll.ts';

const canScroll = (element: HTMLElement) => element.scrollHeight > element.clientHeight + 1;

/**
 * While `active` (a drag is running), scrolls the panel when the pointer is
 * near its top or bottom edge; a panel that cannot scroll hands it to the window.
 */
export function useEdgeAutoScroll(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let pointer: { x: number; y: number } | null = null;
    const onMove = (event: PointerEvent | TouchEvent) => {
      const point = 'touches' in event ? event.touches[0] : event;
      if (point) pointer = { x: point.clientX, y: point.clientY };
    };
    const tick = () => {
      const element = panel.current;
      if (!pointer || !element) return;
      if (canScroll(element)) {
        const rect = element.getBoundingClientRect();
        if (pointer.x < rect.left || pointer.x > rect.right) return;
        element.scrollTop += edgeScrollStep(pointer.y, rect.top, rect.bottom);
      } else {
        window.scrollBy(0, edgeScrollStep(pointer.y, 0, window.innerHeight));
      }
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    const timer = window.setInterval(tick, DRAG_SCROLL_TICK_MS);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('touchmove', onMove);
      window.clearInterval(timer);
    };
  }, [panel, active]);
}
