import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asOfTime } from './as-of-time.ts';
import { budgetMonthRangeText } from './budget-months.ts';
import { createAppIntl, setCurrentIntl } from './i18n/app-intl.ts';
import { englishMessages, loadMessages } from './i18n/catalogues.ts';
import { exactTime, timeAgo } from './relative-time.ts';
import { createReversibleHistory, StaleChange } from './reversible-history.ts';
import { ApiError } from './api-error.ts';

beforeEach(async () => {
  setCurrentIntl(createAppIntl('de', await loadMessages('de'), 'de-DE'));
});

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minutes = 60_000;

describe('times and history texts in German', () => {
  it('says how long ago in German', () => {
    expect(timeAgo(ago(0), now)).toBe('gerade eben');
    expect(timeAgo(ago(5 * minutes), now)).toBe('vor 5 Minuten');
    expect(timeAgo(ago(24 * 60 * minutes), now)).toBe('gestern');
    expect(exactTime('2026-03-10T12:07:00.000Z')).toMatch(/^(9|10|11)\.03\.2026, \d\d:07$/);
  });

  it("writes the offline notice's time the German way", () => {
    const today = new Date(2026, 10, 28, 18, 30).getTime();
    expect(asOfTime(new Date(2026, 10, 28, 14, 5).getTime(), today)).toBe('14:05');
    expect(asOfTime(new Date(2026, 10, 27, 9, 41).getTime(), today)).toBe('27. Nov., 9:41');
  });

  it('names the days of a budget month in German', () => {
    expect(budgetMonthRangeText('2026-04', 25)).toBe('25. März – 24. Apr.');
  });

  it('says in German why an undo was dropped when the server gives no reason', async () => {
    const history = createReversibleHistory();
    history.record({
      label: 'Konto angelegt',
      revert: () => Promise.reject(new ApiError(409, {})),
    });
    expect(await history.undo()).toEqual({
      status: 'dropped',
      label: 'Konto angelegt',
      reason: 'Es wurde inzwischen geändert.',
    });
    history.record({
      label: 'Konto angelegt',
      revert: () => Promise.reject(new StaleChange('Das Konto gibt es nicht mehr.')),
    });
    expect((await history.undo()).status).toBe('dropped');
  });
});
