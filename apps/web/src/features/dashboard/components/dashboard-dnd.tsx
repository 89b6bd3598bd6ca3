import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Paper, Typography } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { useEdgeAutoScroll } from '../hooks/use-edge-auto-scroll.ts';
import { dragAnnouncements, screenReaderInstructions } from '../lib/drag-announcements.ts';
import { acceptsDrop, asDragData, type DragData } from '../lib/drag-data.ts';
import { dashboardKeyboardCoordinates } from '../lib/keyboard-coordinates.ts';
import { isSplit } from '../../../entities/transactions/transaction-parts.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { SplitMoveDialog, type PendingSplitMove } from './split-move-dialog.tsx';
import { TransactionSummary } from './transaction-summary.tsx';

// Only valid targets collide, so a drop can land nowhere else.
const collisionDetection: CollisionDetection = (args) => {
  const active = args.active.data.current;
  const droppableContainers = args.droppableContainers.filter((c) =>
    acceptsDrop(active, c.data.current),
  );
  const scoped = { ...args, droppableContainers };
  if (asDragData(active)?.kind === 'category') return closestCenter(scoped);
  const hits = pointerWithin(scoped);
  return hits.length > 0 ? hits : rectIntersection(scoped);
};

type DashboardDndProps = {
  scrollRef: RefObject<HTMLElement | null>;
  /** `part` moves one part of a split; without it the whole transaction moves. */
  onMoveTransaction: (transaction: Transaction, toCategory: string, part?: number) => void;
  onReorder: (type: CategoryType, fromIndex: number, toIndex: number) => void;
  children: ReactNode;
};

/** One drag context for category reorder and transaction moves, by pointer, touch or keyboard. */
export function DashboardDnd({
  scrollRef,
  onMoveTransaction,
  onReorder,
  children,
}: DashboardDndProps) {
  const t = useT();
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(t),
      screenReaderInstructions: screenReaderInstructions(t),
    }),
    [t],
  );
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [splitMove, setSplitMove] = useState<PendingSplitMove | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short hold tells a drag from a scroll on touch screens.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dashboardKeyboardCoordinates }),
  );
  useEdgeAutoScroll(scrollRef, dragging !== null);

  const onDragStart = ({ active }: DragStartEvent) => setDragging(asDragData(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const from = asDragData(active.data.current);
    const to = asDragData(over?.data.current);
    if (!from || to?.kind !== 'category' || !acceptsDrop(from, to)) return;
    // A split asks which of its parts the category takes.
    if (from.kind === 'transaction' && isSplit(from.transaction))
      setSplitMove({ transaction: from.transaction, toCategory: to.category.name });
    else if (from.kind === 'transaction') onMoveTransaction(from.transaction, to.category.name);
    else onReorder(from.category.type, from.index, to.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={false}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging?.kind === 'transaction' && (
          <Paper
            elevation={8}
            sx={{ px: 1.5, py: 1, width: 320, maxWidth: '80vw', cursor: 'grabbing' }}
          >
            <TransactionSummary transaction={dragging.transaction} showDate={false} />
          </Paper>
        )}
        {dragging?.kind === 'category' && (
          <Paper elevation={8} sx={{ px: 2, py: 1.5, cursor: 'grabbing' }}>
            <Typography sx={{ fontWeight: 500 }}>{dragging.category.name}</Typography>
          </Paper>
        )}
      </DragOverlay>
      <SplitMoveDialog
        pending={splitMove}
        onChoose={(part) => {
          if (splitMove) onMoveTransaction(splitMove.transaction, splitMove.toCategory, part);
          setSplitMove(null);
        }}
        onCancel={() => setSplitMove(null)}
      />
    </DndContext>
  );
}
