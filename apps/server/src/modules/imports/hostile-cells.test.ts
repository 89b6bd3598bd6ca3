import { beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from './parsers/index.ts';
import { parseAmount } from './parsers/parsed-row.ts';

/**
 * Cells made to make a backtracking pattern try every start: each parser must
 * answer (a row or a 400) in a time that does not grow with the square of the
 * cell. 60,000 characters stay below the CSV row limit, so the cell itself is
 * read; the old patterns took seconds on such a cell.
 */
const LONG = 60_000;
const letters = `1${'a'.repeat(LONG)}1`;
const spaces = `a${' '.repeat(LONG)}b`;
// Far below the seconds the old patterns took, with room for a busy machine.
const BOUND_MS = 2000;
const noMemory = async () => null;

async function timed(text: string, name: string) {
  const started = performance.now();
  let outcome: string;
  try {
    const file = await parseFile(Buffer.from(text), name, undefined, noMemory);
    outcome = `rows ${file.read(0, file.count).length}`;
  } catch (err) {
    outcome = (err as Error).message;
  }
  return { outcome, ms: performance.now() - started };
}

describe('pathological cells answer at once in every format', () => {
  // The XML parser is loaded by the first statement: not part of any timing.
  beforeAll(() =>
    timed('<?xml version="1.0"?><Document><BkToCstmrStmt></BkToCstmrStmt></Document>', 'w.xml'),
  );

  it('amounts: a long run of letters or spaces between digits is not an amount', () => {
    for (const cell of [letters, `1${' '.repeat(LONG)}x1`, `(${letters}`, `${letters})-`]) {
      for (const decimal of ['.', ','] as const) {
        const started = performance.now();
        expect(parseAmount(cell, decimal)).toBeNull();
        expect(performance.now() - started).toBeLessThan(BOUND_MS);
      }
    }
    expect(parseAmount('EUR 1.234,56-', ',')).toBe(-123456);
    expect(parseAmount('$ 12.50 USD', '.')).toBe(1250);
  });

  it('CSV: an amount or a date cell of 60,000 characters is a 400 naming its line', async () => {
    const amount = await timed(
      `Date,Payee,Amount\n2026-03-01,Shop,1.00\n2026-03-02,Shop,${letters}\n`,
      'a.csv',
    );
    expect(amount.outcome).toBe(
      "Line 3: '1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' is not an amount",
    );
    expect(amount.ms).toBeLessThan(BOUND_MS);
    const date = await timed(
      `Date,Payee,Amount\n2026-03-01,Shop,1.00\n2026-03-01${' '.repeat(LONG)}x,Shop,2.00\n`,
      'd.csv',
    );
    expect(date.outcome).toMatch(/^Line 3: '2026-03-01 +' is not a date/);
    expect(date.ms).toBeLessThan(BOUND_MS);
  });

  it('OFX: a long TRNAMT, and a NAME with a long run of spaces', async () => {
    const ofx = (amount: string, name: string) =>
      `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>\n<STMTTRN><DTPOSTED>20260301<TRNAMT>${amount}<FITID>1<NAME>${name}</STMTTRN>\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;
    const amount = await timed(ofx(letters, 'Shop'), 'a.ofx');
    expect(amount.outcome).toMatch(
      /^Statement 1 \(account 1\), transaction 1: TRNAMT '1a{39}' is not an amount$/,
    );
    expect(amount.ms).toBeLessThan(BOUND_MS);
    const name = await timed(ofx('-1.00', spaces), 'n.ofx');
    expect(name.outcome).toBe('rows 1');
    expect(name.ms).toBeLessThan(BOUND_MS);
  });

  it('QIF: a long T amount', async () => {
    const qif = await timed(`!Type:Bank\nD03/01/2026\nT${letters}\nPShop\n^\n`, 'a.qif');
    expect(qif.outcome).toMatch(/^QIF, line 2: '1a{39}' is not an amount$/);
    expect(qif.ms).toBeLessThan(BOUND_MS);
  });

  it('CAMT.053: a long Amt', async () => {
    const camt = await timed(
      `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE1</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">${letters}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-01</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>`,
      'a.xml',
    );
    expect(camt.outcome).toMatch(/<Ntry> 1: Amt '1a{39}' is not an amount$/);
    expect(camt.ms).toBeLessThan(BOUND_MS);
  });
});
