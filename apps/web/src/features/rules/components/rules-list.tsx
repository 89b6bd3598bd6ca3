import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { List } from '@mui/material';
import type { Rule } from '@elevate/shared/schemas/rules';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ruleSentence } from '../rule-text.ts';
import { RuleRow, type RuleRowActions } from './rule-row.tsx';

type Props = {
  rules: readonly Rule[];
  accountName: (id: string) => string;
  /** The rules in their new order, after a drag or a move up or down. */
  onReorder: (rules: Rule[]) => void;
  actions?: Omit<RuleRowActions, 'onMove'>;
};

/** The rules in the order they run, reordered by drag (pointer, touch, keyboard) or by buttons. */
export function RulesList({ rules, accountName, onReorder, actions }: Props) {
  const t = useT();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short hold tells a drag from a scroll on touch screens.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= rules.length || from === to) return;
    onReorder(arrayMove([...rules], from, to));
  };
  const indexOf = (id: unknown) => rules.findIndex((rule) => rule._id === id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };
  const rowActions: RuleRowActions | undefined = actions && {
    ...actions,
    onMove: (rule, by) => move(indexOf(rule._id), indexOf(rule._id) + by),
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={rules.map((rule) => rule._id)} strategy={verticalListSortingStrategy}>
        <List aria-label={t('rules.list.label')} disablePadding>
          {rules.map((rule, i) => (
            <RuleRow
              key={rule._id}
              rule={rule}
              sentence={ruleSentence(rule, accountName, t)}
              first={i === 0}
              last={i === rules.length - 1}
              actions={rowActions}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
