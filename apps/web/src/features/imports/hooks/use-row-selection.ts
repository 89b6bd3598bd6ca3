import { useCallback, useState } from 'react';

/**
 * The rows ticked for a bulk change, by index: a row keeps its tick while it scrolls out
 * of the window, and 'select all' marks every row of a 100,000-row preview without
 * reading one.
 */
export function useRowSelection(count: number) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback((index: number, on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);

  const toggleAll = useCallback(
    (on: boolean) =>
      setSelected(on ? new Set(Array.from({ length: count }, (_, i) => i)) : new Set()),
    [count],
  );

  const clear = useCallback(() => setSelected(new Set()), []);

  return {
    selected,
    toggle,
    toggleAll,
    clear,
    all: count > 0 && selected.size === count,
    some: selected.size > 0 && selected.size < count,
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
