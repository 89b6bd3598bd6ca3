import { createContext, useCallback, useContext } from 'react';
import type { PrimitiveType } from 'intl-messageformat';
import { currentIntl, type AppIntl } from './app-intl.ts';

/** The app's formatter; outside a provider (unit tests of one component) the current one, English by default. */
export const IntlContext = createContext<AppIntl | null>(null);

export function useAppIntl(): AppIntl {
  return useContext(IntlContext) ?? currentIntl();
}

export type MessageValues = Record<string, PrimitiveType>;
export type Translate = (id: string, values?: MessageValues) => string;

/** t(key) or t(key, { count }): a catalogue message in the app's language. */
export function useT(): Translate {
  const intl = useAppIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** The same outside React, in the language the app speaks now. */
export const translate: Translate = (id, values) => currentIntl().formatMessage({ id }, values);
