import { useEffect, useRef } from 'react';
import { isEditableTarget } from './is-editable-target.ts';

/** The action a key press asks for, or undefined for a key the page leaves alone. */
export type KeyPick = (event: KeyboardEvent) => (() => void) | undefined;

/**
 * A page's keyboard shortcuts while it is shown: `pick` (its latest version) chooses the action
 * of each press, which then runs instead of the browser's default. None acts while typing in a
 * field, on a held key's repeats, or on a press something else has already handled.
 */
export function usePageKeys(pick: KeyPick) {
  const latest = useRef(pick);
  useEffect(() => {
    latest.current = pick;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isEditableTarget(event.target)) return;
      const action = latest.current(event);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
