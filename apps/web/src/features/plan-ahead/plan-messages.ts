import { translate, type Translate } from '../../lib/i18n/use-t.ts';

/**
 * The plan cards' empty states. An owner or editor is invited to add something; a viewer
 * of a shared ledger, whose writes the server refuses, is told why there is no way to.
 */
export const planEmptyKeys = {
  rules: { writer: 'plan-ahead.empty.rules.writer', viewer: 'plan-ahead.empty.rules.viewer' },
  goals: { writer: 'plan-ahead.empty.goals.writer', viewer: 'plan-ahead.empty.goals.viewer' },
  upcoming: {
    writer: 'plan-ahead.empty.upcoming.writer',
    viewer: 'plan-ahead.empty.upcoming.viewer',
  },
} as const;

type Card = keyof typeof planEmptyKeys;
type Reader = 'writer' | 'viewer';

/** The same texts in the language the app speaks when they are read (never frozen at load). */
export const planEmptyText = Object.fromEntries(
  (Object.keys(planEmptyKeys) as Card[]).map((card) => [
    card,
    {
      get writer() {
        return translate(planEmptyKeys[card].writer);
      },
      get viewer() {
        return translate(planEmptyKeys[card].viewer);
      },
    },
  ]),
) as Record<Card, Record<Reader, string>>;

/** The text for who is looking: `canWrite` from useCanWriteLedger(). */
export const emptyText = (t: Translate, card: Card, canWrite: boolean): string =>
  t(planEmptyKeys[card][canWrite ? 'writer' : 'viewer']);
