import { describe, expect, it } from 'vitest';
import { emptyHistory, historyReducer, type HistoryEntry } from './change-history.ts';

const move = (id: string): HistoryEntry => ({
  kind: 'transaction_category',
  transactionId: id,
  oldCategory: 'Groceries',
  newCategory: 'Dining Out',
  timestamp: 1,
});

describe('change history', () => {
  it('records a change on the undo list', () => {
    const state = historyReducer(emptyHistory, { type: 'record', entries: [move('a')] });
    expect(state.undo).toEqual([move('a')]);
    expect(state.redo).toEqual([]);
  });

  it('undo moves the last change onto the redo list and redo moves it back', () => {
    let state = historyReducer(emptyHistory, { type: 'record', entries: [move('a'), move('b')] });
    state = historyReducer(state, { type: 'undone' });
    expect(
      state.undo.map((e) => (e.kind === 'transaction_category' ? e.transactionId : '')),
    ).toEqual(['a']);
    expect(state.redo).toEqual([move('b')]);
    state = historyReducer(state, { type: 'redone' });
    expect(state.undo).toEqual([move('a'), move('b')]);
    expect(state.redo).toEqual([]);
  });

  it('a new change clears the redo list', () => {
    let state = historyReducer(emptyHistory, { type: 'record', entries: [move('a')] });
    state = historyReducer(state, { type: 'undone' });
    state = historyReducer(state, { type: 'record', entries: [move('c')] });
    expect(state).toEqual({ undo: [move('c')], redo: [] });
  });

  it('undo and redo with nothing stored change nothing', () => {
    expect(historyReducer(emptyHistory, { type: 'undone' })).toBe(emptyHistory);
    expect(historyReducer(emptyHistory, { type: 'redone' })).toBe(emptyHistory);
  });
});
