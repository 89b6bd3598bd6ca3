import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '@elevate/shared/schemas/live';
import { createAppIntl, setCurrentIntl } from '../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../lib/i18n/catalogues.ts';
import { liveNotice } from './live/live-notice.ts';
import { prefillNote, type Prefilled } from './rules/rule-prefill.ts';

beforeEach(async () => {
  setCurrentIntl(createAppIntl('de', await loadMessages('de'), 'de-DE'));
});

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

const filled = (ruleNamesUsed: string[]): Prefilled<unknown> => ({
  values: {},
  filled: ['category', 'tags'],
  ruleNamesUsed,
  rename: null,
});

describe('texts of the entities in German', () => {
  it("says who changed what in the ledger, and names an unnamed member 'Ein anderes Mitglied'", () => {
    const change: LiveChange = {
      type: 'change',
      resource: 'transaction',
      ids: [],
      actor: { userId: 'u2', name: 'Ann' },
    };
    expect(liveNotice(change)).toBe('Ann hat eine Transaktion geändert');
    expect(
      liveNotice({ ...change, resource: 'account', actor: { userId: 'u3', name: null } }),
    ).toBe('Ein anderes Mitglied hat ein Konto geändert');
  });

  it('names the rules that filled in the form and the fields they filled', () => {
    expect(prefillNote(filled(['Netflix']), true)).toBe(
      'Ausgefüllt von der Regel „Netflix“: Beschreibung, Kategorie, Tags.',
    );
    expect(prefillNote(filled(['Netflix', 'Abos', 'Groß']), false)).toBe(
      'Ausgefüllt von den Regeln „Netflix“, „Abos“ und „Groß“: Kategorie, Tags.',
    );
  });
});
