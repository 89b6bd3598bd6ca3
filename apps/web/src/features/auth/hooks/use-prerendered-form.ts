import { useLayoutEffect, useRef, type RefObject } from 'react';
import { releaseHeldSubmit, takeOverForm } from '../../../lib/prerendered-page.ts';

/**
 * The prerendered sign-in form (docs/decisions/0008) can be filled in before its code has
 * arrived. When the app takes over, what was typed becomes the fields' state (React keeps
 * the typed text on screen but not in state), and a submit held back meanwhile is sent.
 * `setters` maps input names to their state setters; they are read once, on mount.
 */
export function usePrerenderedForm(
  setters: Record<string, (value: string) => void>,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const initialSetters = useRef(setters);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    const held = takeOverForm(form);
    for (const [name, set] of Object.entries(initialSetters.current)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value !== '') set(field.value);
    }
    if (!held) return;
    // A task later, once the adopted values have rendered: the handler must see them.
    const timer = setTimeout(() => {
      if (releaseHeldSubmit(form)) form.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
