import { DEFAULT_LOCALE, type AppLocale } from './locales.ts';

/**
 * Message catalogues live next to the code that speaks them: each area keeps
 * `messages/<locale>.json` (features/dashboard/messages/de.json), its keys
 * prefixed with the area's name. English is bundled (the app's first paint and
 * every test speak it); another language is loaded when it is chosen.
 */
export type Messages = Record<string, string>;

const english = import.meta.glob<Messages>('/src/**/messages/en.json', {
  eager: true,
  import: 'default',
});
const others = import.meta.glob<Messages>(
  ['/src/**/messages/*.json', '!/src/**/messages/en.json'],
  {
    import: 'default',
  },
);

function merge(parts: Iterable<Messages>): Messages {
  return Object.assign({}, ...parts) as Messages;
}

export const englishMessages: Messages = merge(Object.values(english));

const loaded = new Map<AppLocale, Messages>([[DEFAULT_LOCALE, englishMessages]]);

/** Every catalogue of one language merged; English for any key a catalogue lacks (tests forbid that). */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const files = Object.entries(others).filter(([path]) =>
    path.endsWith(`/messages/${locale}.json`),
  );
  const parts = await Promise.all(files.map(([, load]) => load()));
  const messages = { ...englishMessages, ...merge(parts) };
  loaded.set(locale, messages);
  return messages;
}

/** The messages of a language already loaded, for a synchronous first render. */
export function loadedMessages(locale: AppLocale): Messages | undefined {
  return loaded.get(locale);
}
