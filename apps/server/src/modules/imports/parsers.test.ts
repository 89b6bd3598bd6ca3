import { describe, expect, it } from 'vitest';
import { fixture } from './import-test-helpers.ts';
import type { CsvMapping } from '@elevate/shared/schemas/imports';
import { MAX_SPLIT_PARTS } from '@elevate/shared/schemas/splits';
import { parseFile } from './parsers/index.ts';
import { parseAmount } from './parsers/parsed-row.ts';

const noMemory = async () => null;
/** parseFile with every row read (what the preview does a chunk at a time). */
async function parseAll(
  bytes: Uint8Array,
  name: string,
  mapping?: CsvMapping,
  remembered: (key: string) => Promise<CsvMapping | null> = noMemory,
) {
  const file = await parseFile(bytes, name, mapping, remembered);
  return { ...file, rows: file.read(0, file.count) };
}
const parse = (name: string) => parseAll(fixture(name), name);

/** Count, signed sum (cents), first and last date: what each sample must read as. */
async function shape(name: string) {
  const result = await parse(name);
  return {
    format: result.format,
    count: result.rows.length,
    cents: result.rows.reduce((sum, row) => sum + row.cents, 0),
    first: result.rows[0]?.date,
    last: result.rows.at(-1)?.date,
    ignored: result.ignored,
  };
}

describe('CSV', () => {
  it('US export: comma, header, m/d/y, thousands, parentheses, a category column', async () => {
    expect(await shape('us-signed.csv')).toEqual({
      format: 'csv',
      count: 5,
      cents: -475 + 250000 - 6120 - 6120 - 1200,
      first: '2026-03-01',
      last: '2026-03-17',
      ignored: 1,
    });
    const { rows } = await parse('us-signed.csv');
    expect(rows[1]).toMatchObject({ description: 'ACME PAYROLL, INC.', category: 'Salary' });
    expect(rows[4]?.description).toBe('Café Olé');
  });

  it('German export: Windows-1252, semicolons, preamble, decimal comma, two description columns, a footer', async () => {
    expect(await shape('de-latin1-semicolon.csv')).toEqual({
      format: 'csv',
      count: 4,
      cents: -125000 - 8990 + 310055 - 495,
      first: '2026-02-01',
      last: '2026-02-28',
      ignored: 1,
    });
    const result = await parse('de-latin1-semicolon.csv');
    expect(result.csv?.mapping).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ';',
      skipRows: 3,
      decimal: ',',
      dateOrder: 'dmy',
      description: [1, 2],
    });
    expect(result.rows[0]?.description).toBe('Müller GmbH Miete Februar');
    expect(result.rows[3]?.description).toBe('Kontoführung');
  });

  it('UK export: UTF-8 BOM, tabs, paid out / paid in columns, 2-digit years', async () => {
    expect(await shape('uk-bom-tab-debit-credit.csv')).toEqual({
      format: 'csv',
      count: 4,
      cents: -2310 - 740 + 15000 - 102000,
      first: '2026-01-13',
      last: '2026-01-31',
      ignored: 0,
    });
    const result = await parse('uk-bom-tab-debit-credit.csv');
    expect(result.csv?.layout.columns[0]).toBe('Date');
    expect(result.csv?.mapping?.amount).toEqual({ kind: 'debitCredit', debit: 2, credit: 3 });
  });

  it('reports dates that read both ways, and reads them the way the mapping says', async () => {
    const result = await parse('ambiguous-dates.csv');
    expect(result.csv?.layout.dateOrders).toEqual(['dmy', 'mdy']);
    const mapping = { ...result.csv!.mapping!, dateOrder: 'mdy' as const };
    const us = await parseAll(fixture('ambiguous-dates.csv'), 'a.csv', mapping);
    expect(us.rows.map((row) => row.date)).toEqual(['2026-01-02', '2026-05-02', '2026-07-03']);
    expect(us.rows.reduce((sum, row) => sum + row.cents, 0)).toBe(440);
  });

  it('uses a remembered mapping for a known header', async () => {
    const first = await parse('ambiguous-dates.csv');
    const remembered = { ...first.csv!.mapping!, dateOrder: 'mdy' as const };
    const again = await parseAll(fixture('ambiguous-dates.csv'), 'a.csv', undefined, async (key) =>
      key === first.csv!.headerKey ? remembered : null,
    );
    expect(again.remembered).toBe(true);
    expect(again.rows[0]?.date).toBe('2026-01-02');
  });

  it('names the line of a bad date or amount', async () => {
    await expect(parse('bad-date.csv')).rejects.toMatchObject({
      statusCode: 400,
      message: "Line 4: '2026-13-45' is not a date (year-month-day)",
    });
    await expect(parse('bad-amount.csv')).rejects.toMatchObject({
      statusCode: 400,
      message: "Line 3: 'twelve' is not an amount",
    });
  });

  it('reads a file of several megabytes again a piece at a time, rows split across pieces intact', async () => {
    // Quoted cells with commas, quotes and line breaks, Windows line ends, a
    // footer and blank lines, over about 3.5 MB: papaparse reads it in three
    // or four pieces, and each piece's rows are read again on their own.
    const lines = ['Account: 123', 'Date,Description,Amount'];
    for (let i = 0; i < 30_000; i += 1) {
      const description = i % 7 === 0 ? `"Shop ${i}, ""big""\r\nbranch"` : `Shop ${i}`;
      const amount = i % 90 === 0 ? '0.00' : `-${i % 90}.55`;
      lines.push(`2026-${String(1 + (i % 12)).padStart(2, '0')}-15,${description},${amount}`);
      if (i % 5_000 === 0) lines.push('');
      lines.push(`2026-01-01,${'x'.repeat(60)},0.00`);
    }
    lines.push('Closing balance,,');
    const bytes = Buffer.from(lines.join('\r\n'));
    expect(bytes.length).toBeGreaterThan(3_000_000);
    const file = await parseFile(bytes, 'big.csv', undefined, noMemory);
    const kept = Array.from({ length: 30_000 }, (_, i) => i).filter((i) => i % 90 !== 0);
    expect(file.count).toBe(kept.length);
    // The 0.00 rows (30,000 filler, 334 others) and the closing balance are left out.
    expect(file.ignored).toBe(30_000 + 334 + 1);
    expect(file.facts).toMatchObject({ first: '2026-01-15', last: '2026-12-15' });
    expect(file.facts.descriptions.size).toBe(kept.length);
    const read = [];
    for (let from = 0; from < file.count; from += 2_000)
      read.push(...file.read(from, from + 2_000));
    expect(read.map((row) => row.description)).toEqual(
      kept.map((i) => (i % 7 === 0 ? `Shop ${i}, "big" branch` : `Shop ${i}`)),
    );
    expect(read.map((row) => row.cents)).toEqual(kept.map((i) => -((i % 90) * 100 + 55)));
    expect(read.at(-1)?.date).toBe(`2026-${String(1 + (kept.at(-1)! % 12)).padStart(2, '0')}-15`);
  });

  it('refuses more than 200,000 rows', async () => {
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 200_001; i += 1) lines.push(`2026-01-01,Row ${i},-1.00`);
    await expect(
      parseFile(Buffer.from(lines.join('\n')), 'big.csv', undefined, noMemory),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/at most 200,000 rows/),
    });
  });
});

describe('OFX and QFX', () => {
  it('OFX 1 SGML: unclosed tags, a bank and a card statement, blank NAME, & and Windows-1252', async () => {
    expect(await shape('sgml-bank-and-card.ofx')).toEqual({
      format: 'ofx',
      count: 6,
      cents: -4510 + 180000 - 999 - 2350 - 12000 + 20000,
      first: '2026-03-02',
      last: '2026-03-25',
      ignored: 0,
    });
    const { rows } = await parse('sgml-bank-and-card.ofx');
    expect(rows[0]).toMatchObject({ description: 'AT&T MOBILITY', notes: 'Bill payment' });
    expect(rows[2]?.description).toBe('CARD 1234 NETFLIX');
    expect(rows[3]?.description).toBe('Café Zürich');
    // The same FITID in two accounts is two transactions.
    expect(rows[0]?.bankId).toBe('000111222:2026030201');
    expect(rows[4]?.bankId).toBe('4111222233334444:2026030201');
  });

  it('QFX (OFX 2 XML with Intuit ids): PAYEE aggregate and entities', async () => {
    expect(await shape('xml-v2.qfx')).toEqual({
      format: 'qfx',
      count: 3,
      cents: 50000 + 127 - 7500,
      first: '2026-04-01',
      last: '2026-04-15',
      ignored: 0,
    });
    expect((await parse('xml-v2.qfx')).rows[2]?.description).toBe('Zürich Versicherung & Co');
  });

  it('names the line of badly nested XML', async () => {
    await expect(parse('broken.ofx')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^OFX, line 6, column \d+: Expected closing tag 'STMTTRN'/),
    });
  });
});

describe('QIF', () => {
  it("bank and credit-card sections, 1/2'06 and 01/15/2006 dates, blank payee, transfers", async () => {
    expect(await shape('bank-and-card.qif')).toEqual({
      format: 'qif',
      count: 6,
      cents: -123456 + 200000 - 1500 - 50000 - 4242 + 10000,
      first: '2006-01-02',
      last: '2006-02-28',
      ignored: 0,
    });
    const { rows } = await parse('bank-and-card.qif');
    expect(rows[0]).toMatchObject({ category: 'Housing', notes: 'January rent' });
    expect(rows[2]?.description).toBe('ATM withdrawal');
    expect(rows[3]?.category).toBeUndefined();
    expect(rows[4]?.date).toBe('2006-02-03');
  });

  it('day-first dates when the data allows no other reading, decimal comma', async () => {
    expect(await shape('uk-dates.qif')).toEqual({
      format: 'qif',
      count: 2,
      cents: -3000 - 850,
      first: '2025-12-25',
      last: '2026-01-02',
      ignored: 0,
    });
  });
});

describe('QIF split lines (S, E, $)', () => {
  const qif = (...records: string[][]) =>
    Buffer.from(['!Type:Bank', ...records.flatMap((lines) => [...lines, '^'])].join('\n'));
  const splitLines = (n: number, cents: number) =>
    Array.from({ length: n }, (_, i) => [`SPart ${i}`, `$-${(cents / 100).toFixed(2)}`]).flat();

  it('parts that add up, in the row direction; others, a single line or a 0 part leave the row unsplit', async () => {
    expect(await shape('quicken-splits.qif')).toEqual({
      format: 'qif',
      count: 5,
      cents: -10000 - 5000 - 2000 + 100000 - 1000,
      first: '2026-03-05',
      last: '2026-03-09',
      ignored: 0,
    });
    const { rows } = await parse('quicken-splits.qif');
    // Kept as an L category is: 'Household:Cleaning' → 'Household'; a transfer has none.
    expect(rows[0]).toMatchObject({
      category: 'Groceries',
      cents: -10000,
      parts: [
        { category: 'Groceries', amountCents: 7000, notes: 'Food' },
        { category: 'Household', amountCents: 2550, notes: null },
        { category: 'Uncategorized', amountCents: 450, notes: 'Moved to savings' },
      ],
    });
    // 30 + 15 is not 50: the row is imported as before, under its L category.
    expect(rows[1]).toMatchObject({ category: 'Shopping', cents: -5000 });
    expect(rows[1]?.parts).toBeUndefined();
    expect(rows[2]).toMatchObject({ category: 'Health', cents: -2000 });
    expect(rows[2]?.parts).toBeUndefined();
    expect(rows[3]).toMatchObject({
      cents: 100000,
      parts: [
        { category: 'Salary', amountCents: 90000, notes: null },
        { category: 'Bonus', amountCents: 10000, notes: 'Q1 bonus' },
      ],
    });
    expect(rows[4]).toMatchObject({ category: undefined, cents: -1000 });
    expect(rows[4]?.parts).toBeUndefined();
  });

  it('splits into at most MAX_SPLIT_PARTS parts; more lines leave the row unsplit', async () => {
    const file = qif(
      ['D3/1/2026', 'T-20.00', 'PTwenty', ...splitLines(20, 100)],
      ['D3/2/2026', 'T-21.00', 'PTwenty-one', 'LBills', ...splitLines(21, 100)],
      // An E or $ line its part already has starts the next part (a file without S lines).
      ['D3/3/2026', 'T-3.00', 'PNo S', '$-1.00', 'Eone', '$-2.00', 'Etwo'],
    );
    const { rows } = await parseAll(file, 'parts.qif');
    expect(rows[0]?.parts).toHaveLength(MAX_SPLIT_PARTS);
    expect(rows[0]?.parts?.[19]).toEqual({ category: 'Part 19', amountCents: 100, notes: null });
    expect(rows[1]).toMatchObject({ category: 'Bills', cents: -2100 });
    expect(rows[1]?.parts).toBeUndefined();
    expect(rows[2]?.parts).toEqual([
      { category: 'Uncategorized', amountCents: 100, notes: 'one' },
      { category: 'Uncategorized', amountCents: 200, notes: 'two' },
    ]);
  });

  it('a hostile record of 100,000 split lines: read in bounded time, imported unsplit', async () => {
    const many = qif(
      ['D3/1/2026', 'T-1000.00', 'PHostile', 'LBills', ...splitLines(100_000, 1)],
      ['D3/2/2026', 'T-5.00', 'PAfter', 'SA', '$-2.00', 'SB', 'E' + 'x'.repeat(5000), '$-3.00'],
    );
    const started = performance.now();
    const { rows } = await parseAll(many, 'hostile.qif');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ description: 'Hostile', category: 'Bills', cents: -100000 });
    expect(rows[0]?.parts).toBeUndefined();
    // A part's memo is cut to the notes' length; the next record splits as usual.
    expect(rows[1]?.parts).toEqual([
      { category: 'A', amountCents: 200, notes: null },
      { category: 'B', amountCents: 300, notes: 'x'.repeat(1000) },
    ]);
  });

  it('an unreadable or missing split amount leaves the row unsplit, the file accepted', async () => {
    const file = qif(
      ['D3/1/2026', 'T-3.00', 'PBad', 'LFood', 'SA', '$-1.00', 'SB', '$one'],
      ['D3/2/2026', 'T-3.00', 'PMissing', 'SA', '$-3.00', 'SB'],
      ['D3/3/2026', 'T-3,00', 'PComma', 'SA', '$-1,00', 'SB', '$-2,00'],
    );
    const { rows } = await parseAll(file, 'bad.qif');
    expect(rows.map((row) => [row.cents, row.category, row.parts?.length])).toEqual([
      [-300, 'Food', undefined],
      [-300, undefined, undefined],
      [-300, undefined, 2],
    ]);
  });
});

describe('CAMT.053', () => {
  it('two statements, CRDT/DBIT, BookgDt Dt and DtTm, remittance as description, pending left out', async () => {
    expect(await shape('camt053-two-statements.xml')).toEqual({
      format: 'camt053',
      count: 4,
      cents: -125000 + 310055 - 4210 - 500,
      first: '2026-03-01',
      last: '2026-03-31',
      ignored: 1,
    });
    const { rows } = await parse('camt053-two-statements.xml');
    expect(rows[0]).toMatchObject({
      description: 'Miete März Whg 3',
      notes: 'Hausverwaltung Müller',
      bankId: 'DE89370400440532013000:REF-0001',
    });
    expect(rows[1]?.description).toBe('Arbeitgeber SE');
    expect(rows[2]?.description).toBe('RF18539007547034');
    expect(rows[3]?.description).toBe('Kontoführungsgebühr');
  });

  it('names the entry of a bad credit/debit indicator', async () => {
    await expect(parse('camt053-bad-indicator.xml')).rejects.toMatchObject({
      statusCode: 400,
      message:
        "CAMT.053 <Stmt> 1 (account NL91ABNA0417164300), <Ntry> 1: CdtDbtInd 'XXXX' is not CRDT or DBIT",
    });
  });
});

describe('amounts', () => {
  it.each([
    ['1,234.56', '.', 123456],
    ['(12.00)', '.', -1200],
    ['12.00-', '.', -1200],
    ['1.234,56', ',', 123456],
    ['-1 234,5', ',', -123450],
    ["1'234.56", '.', 123456],
    ['€ 3,10', ',', 310],
    ['$-4.75', '.', -475],
    ['abc', '.', null],
    ['1.234', '.', null],
  ] as const)('%s with decimal %s is %s cents', (text, decimal, cents) => {
    expect(parseAmount(text, decimal)).toBe(cents);
  });
});
