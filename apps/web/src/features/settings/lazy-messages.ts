import { translate } from '../../lib/i18n/use-t.ts';

/**
 * Texts read when they are shown, never when the module loads: each property gives its
 * key's message in the language the app speaks now. The components showing them call
 * useT, so they render again when the language changes.
 */
export function lazyMessages<const T extends Record<string, string>>(
  keys: T,
): { readonly [K in keyof T]: string } {
  const texts = {};
  for (const [name, key] of Object.entries(keys)) {
    Object.defineProperty(texts, name, { get: () => translate(key), enumerable: true });
  }
  return texts as { readonly [K in keyof T]: string };
}
