import { normaliseDescription } from '@elevate/shared';
import type { ParsedRow } from './parsed-row.ts';

/** What the duplicate and payee checks need to know of a whole file before its rows are prepared. */
export interface FileFacts {
  /** The first and last dates ('' when there are no rows). */
  first: string;
  last: string;
  bankIds: Set<string>;
  /** Every row's description, normalised. */
  descriptions: Set<string>;
}

/** A file's rows, read in file order a range at a time (a CSV's from its text again, decision 0034). */
export interface RowSource {
  count: number;
  /** Lines with no amount or an amount of 0, left out. */
  ignored: number;
  facts: FileFacts;
  read(from: number, to: number): ParsedRow[];
}

export const newFacts = (): FileFacts => ({
  first: '',
  last: '',
  bankIds: new Set(),
  descriptions: new Set(),
});

export function addFacts(facts: FileFacts, row: ParsedRow): void {
  if (!facts.first || row.date < facts.first) facts.first = row.date;
  if (row.date > facts.last) facts.last = row.date;
  if (row.bankId) facts.bankIds.add(row.bankId);
  facts.descriptions.add(normaliseDescription(row.description));
}

/** The rows of a format parsed whole (OFX, QIF, CAMT.053): each is let go once read. */
export function arraySource(rows: (ParsedRow | null)[], ignored: number): RowSource {
  const facts = newFacts();
  for (const row of rows) addFacts(facts, row!);
  return {
    count: rows.length,
    ignored,
    facts,
    read: (from, to) => {
      const out = rows.slice(from, to) as ParsedRow[];
      rows.fill(null, from, to);
      return out;
    },
  };
}
