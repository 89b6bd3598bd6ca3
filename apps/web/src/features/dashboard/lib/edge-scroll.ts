/** Drag scroll zone (docs/product/dashboard.md): within 150 px of an edge, at most 15 px per 16 ms tick. */
const DRAG_SCROLL_ZONE_PX = 150;
export const DRAG_SCROLL_MAX_STEP_PX = 15;
export const DRAG_SCROLL_TICK_MS = 16;

/** Pixels to scroll this tick for a pointer at y inside [top, bottom]: negative is up, faster nearer the edge. */
export function edgeScrollStep(y: number, top: number, bottom: number): number {
  if (y < top || y > bottom) return 0;
  const zone = Math.min(DRAG_SCROLL_ZONE_PX, (bottom - top) / 2);
  if (zone <= 0) return 0;
  const speed = (distance: number) =>
    Math.max(1, Math.ceil((DRAG_SCROLL_MAX_STEP_PX * (zone - distance)) / zone));
  if (y - top < zone) return -speed(y - top);
  if (bottom - y < zone) return speed(bottom - y);
  return 0;
}
