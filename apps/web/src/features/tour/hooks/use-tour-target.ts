import { useEffect, useState } from 'react';
import type { Box } from '../card-position.ts';

const MARGIN = 8;

const sameBox = (a: Box, b: Box) =>
  a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

function toBox(element: Element): Box {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

/** Brings the target below the fixed top bar: centred when it fits, else its top edge first. */
function scrollToTarget(element: Element, alignTop: boolean) {
  const rect = element.getBoundingClientRect();
  const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const room = window.innerHeight - barBottom;
  const offset =
    alignTop || rect.height + 2 * MARGIN > room
      ? barBottom + MARGIN
      : barBottom + (room - rect.height) / 2;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: Math.max(0, window.scrollY + rect.top - offset),
    behavior: reduced ? 'auto' : 'smooth',
  });
}

/**
 * Finds the step's `[data-tour]` element (waiting for it while the dashboard loads),
 * scrolls it into view once per step, and follows its on-screen box every frame so the
 * spotlight and card stay on it through scrolling, resizing and late layout shifts.
 */
export function useTourTarget(target: string | null, active: boolean, alignTop: boolean) {
  // Kept with the target it belongs to, so a new step never shows the previous box.
  const [tracked, setTracked] = useState<{ target: string; box: Box } | null>(null);

  useEffect(() => {
    if (!active || target === null) return;
    let frame = 0;
    let scrolled = false;
    const follow = () => {
      const element = document.querySelector(`[data-tour="${target}"]`);
      if (element) {
        if (!scrolled) {
          scrolled = true;
          scrollToTarget(element, alignTop);
        }
        const next = toBox(element);
        setTracked((current) =>
          current?.target === target && sameBox(current.box, next)
            ? current
            : { target, box: next },
        );
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [target, active, alignTop]);

  return active && tracked !== null && tracked.target === target ? tracked.box : null;
}
