import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { asDragData, type DragData } from './drag-data.ts';

const label = (t: Translate, data: DragData | null) =>
  !data
    ? t('dashboard.drag.item')
    : data.kind === 'category'
      ? t('dashboard.drag.category', { name: data.category.name })
      : t('dashboard.drag.transaction', { description: data.transaction.description });

const target = (t: Translate, data: DragData | null) =>
  data?.kind === 'category'
    ? t('dashboard.drag.category', { name: data.category.name })
    : t('dashboard.drag.aCategory');

export const screenReaderInstructions = (t: Translate): ScreenReaderInstructions => ({
  draggable: t('dashboard.drag.instructions'),
});

/** Spoken updates for keyboard and screen-reader users while dragging, in the app's language. */
export function dragAnnouncements(t: Translate): Announcements {
  const item = (data: unknown) => label(t, asDragData(data));
  return {
    onDragStart: ({ active }) => t('dashboard.drag.pickedUp', { item: item(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dashboard.drag.over', {
            item: item(active.data.current),
            target: target(t, asDragData(over.data.current)),
          })
        : t('dashboard.drag.notOver', { item: item(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dashboard.drag.droppedOn', {
            item: item(active.data.current),
            target: target(t, asDragData(over.data.current)),
          })
        : t('dashboard.drag.dropped', { item: item(active.data.current) }),
    onDragCancel: ({ active }) =>
      t('dashboard.drag.cancelled', { item: item(active.data.current) }),
  };
}
