export type Box = { top: number; left: number; width: number; height: number };
export type Size = { width: number; height: number };
export type CardPosition = { top: number; left: number; width: number };

/** Space kept between the card, its target and the screen edges. */
const GAP = 16;
const EDGE = 16;
const MOBILE_EDGE = 8;

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where the tour card goes. Mobile: full width along the bottom edge, or the top edge when
 * the target sits in the lower half. Centred steps: the middle of the screen. Otherwise
 * below, above, right of or left of the target, whichever fits first, else docked at the
 * bottom so the card never leaves the screen.
 */
export function placeCard(options: {
  target: Box | null;
  card: Size;
  viewport: Size;
  preferredWidth: number;
  centred: boolean;
  mobile: boolean;
}): CardPosition {
  const { target, card, viewport, preferredWidth, centred, mobile } = options;
  if (mobile) {
    const width = viewport.width - 2 * MOBILE_EDGE;
    const atTop = target !== null && !centred && target.top > viewport.height / 2;
    const top = atTop ? MOBILE_EDGE : viewport.height - card.height - MOBILE_EDGE;
    return { top: Math.max(MOBILE_EDGE, top), left: MOBILE_EDGE, width };
  }

  const width = Math.min(preferredWidth, viewport.width - 2 * EDGE);
  const maxLeft = viewport.width - width - EDGE;
  const maxTop = viewport.height - card.height - EDGE;
  const centredLeft = (viewport.width - width) / 2;
  if (centred || !target) {
    return {
      top: clamp((viewport.height - card.height) / 2, EDGE, maxTop),
      left: centredLeft,
      width,
    };
  }

  const alignedLeft = clamp(target.left + target.width / 2 - width / 2, EDGE, maxLeft);
  const alignedTop = clamp(target.top, EDGE, maxTop);
  const below = target.top + target.height + GAP;
  if (below + card.height <= viewport.height - EDGE)
    return { top: below, left: alignedLeft, width };
  const above = target.top - GAP - card.height;
  if (above >= EDGE) return { top: above, left: alignedLeft, width };
  const right = target.left + target.width + GAP;
  if (right + width <= viewport.width - EDGE) return { top: alignedTop, left: right, width };
  const left = target.left - GAP - width;
  if (left >= EDGE) return { top: alignedTop, left, width };
  return { top: Math.max(EDGE, maxTop), left: centredLeft, width };
}
