import type { Announcements } from '@dnd-kit/core';
import { asDragData, type DragData } from './drag-data.ts';

const label = (data: DragData | null) =>
  !data
    ? 'item'
    : data.kind === 'category'
      ? `category ${data.category.name}`
      : `transaction ${data.transaction.description}`;

const target = (data: DragData | null) =>
  data?.kind === 'category' ? `category ${data.category.name}` : 'a category';

export const screenReaderInstructions = {
  draggable:
    'To pick up an item, press space or enter. Use the arrow keys to move it over a category. Press space or enter again to drop it, or escape to cancel.',
};

/** Spoken updates for keyboard and screen-reader users while dragging. */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${label(asDragData(active.data.current))}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${label(asDragData(active.data.current))} is over ${target(asDragData(over.data.current))}.`
      : `${label(asDragData(active.data.current))} is no longer over a category.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${label(asDragData(active.data.current))} was dropped on ${target(asDragData(over.data.current))}.`
      : `${label(asDragData(active.data.current))} was dropped.`,
  onDragCancel: ({ active }) =>
    `Dragging was cancelled. ${label(asDragData(active.data.current))} was dropped.`,
};
