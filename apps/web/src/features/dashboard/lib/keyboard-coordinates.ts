import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { acceptsDrop, asDragData } from './drag-data.ts';

const NEXT = ['ArrowDown', 'ArrowRight'];
const PREVIOUS = ['ArrowUp', 'ArrowLeft'];

/**
 * A category moves among its own type as a sortable. A transaction is no sortable (dnd-kit's
 * sortable getter moves only an item that is also a drop target, so arrows did nothing): its
 * arrows step through the categories it can go to, in reading order, one per press.
 */
export const dashboardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, droppableRects, droppableContainers } = args.context;
  const dragged = active?.data.current;
  if (asDragData(dragged)?.kind !== 'transaction') return sortableKeyboardCoordinates(event, args);
  const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const targets = droppableContainers
    .getEnabled()
    .filter((container) => acceptsDrop(dragged, container.data.current))
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  const at = targets.findIndex((target) => target.id === over?.id);
  const next = targets[at === -1 ? (step === 1 ? 0 : targets.length - 1) : at + step];
  return next ? { x: next.rect.left, y: next.rect.top } : undefined;
};
