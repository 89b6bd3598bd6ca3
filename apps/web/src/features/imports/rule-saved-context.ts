import { createContext } from 'react';
import type { ImportRule } from '@elevate/shared/schemas/imports';

type Listener = (rule: ImportRule) => void;

/**
 * Tells an open preview that a rule was saved elsewhere on the page (the rules list), so
 * an edited rule reaches the rows at once, as a new one made from a row does.
 */
export function createRuleSavedChannel() {
  const listeners = new Set<Listener>();
  return {
    listen: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    saved: (rule: ImportRule) => {
      for (const listener of listeners) listener(rule);
    },
  };
}

export type RuleSavedChannel = ReturnType<typeof createRuleSavedChannel>;

export const RuleSavedContext = createContext<RuleSavedChannel>(createRuleSavedChannel());
