import { describe, expect, it } from 'vitest';
import { fixture } from './import-test-helpers.ts';
import { parseFile } from './parsers/index.ts';

/** Every row of a file as the preview reads it, with the detected mapping and layout. */
async function parseAll(bytes: Uint8Array, name: string) {
  const file = await parseFile(bytes, name, undefined, async () => null);
  return { ...file, rows: file.read(0, file.count) };
}
const csv = (text: string) => parseAll(Buffer.from(text), 'export.csv');

describe("Quicken's apostrophe years", () => {
  it("reads 8/31' 0 and 6/ 1' 0 as 2000, 1/ 2'10 as 2010, beside a 1999 date with a slash", async () => {
    const { rows } = await parseAll(
      fixture('quicken-apostrophe-years.qif'),
      'quicken-apostrophe-years.qif',
    );
    expect(rows.map((row) => [row.date, row.description, row.cents])).toEqual([
      ['2000-08-31', 'Hardware store', -1250],
      ['2000-06-01', 'Paycheck', 120000],
      ['1999-12-31', 'New year coffee', -300],
      ['2010-01-02', 'Gas station', -4000],
    ]);
  });
});

describe('debit and credit columns', () => {
  it("maps unsigned 'Debit Amount' and 'Credit Amount' as a pair, every row with its sign, past a header one field wider than the data", async () => {
    const result = await parseAll(
      fixture('uk-debit-credit-amount.csv'),
      'uk-debit-credit-amount.csv',
    );
    expect(result.csv?.mapping).toMatchObject({
      hasHeader: true,
      skipRows: 0,
      dateOrder: 'dmy',
      description: [4],
      amount: { kind: 'debitCredit', debit: 5, credit: 6 },
    });
    // The header's trailing comma is no column of its own.
    expect(result.csv?.layout.columns).toEqual([
      'Transaction Date',
      'Transaction Type',
      'Sort Code',
      'Account Number',
      'Transaction Description',
      'Debit Amount',
      'Credit Amount',
      'Balance',
    ]);
    expect(result.rows).toHaveLength(12);
    expect(result.ignored).toBe(0);
    expect(result.rows.filter((row) => row.cents > 0).map((row) => row.description)).toEqual([
      'ACME LTD SALARY',
      'HMRC TAX REFUND',
    ]);
    expect(result.rows.reduce((sum, row) => sum + row.cents, 0)).toBe(
      215000 + 8620 - (3850 + 645 + 5412 + 2200 + 740 + 95000 + 1299 + 1999 + 4000 + 6430),
    );
  });

  it.each([
    ['Paid out', 'Paid in'],
    ['Withdrawal', 'Deposit'],
    ['Withdrawals', 'Deposits'],
    ['Soll', 'Haben'],
  ])('pairs %s / %s columns', async (debit, credit) => {
    const result = await csv(
      `Date,Details,${debit},${credit},Balance\n2026-04-01,Rent,800.00,,200.00\n2026-04-02,Wages,,1000.00,1200.00\n`,
    );
    expect(result.csv?.mapping?.amount).toEqual({ kind: 'debitCredit', debit: 2, credit: 3 });
    expect(result.rows.map((row) => row.cents)).toEqual([-80000, 100000]);
  });

  it("keeps a signed 'Amount' beside a debit/credit indicator column", async () => {
    const result = await csv(
      'Date,Description,Amount,Debit/Credit\n2026-04-01,Rent,-800.00,Debit\n2026-04-02,Wages,1000.00,Credit\n',
    );
    expect(result.csv?.mapping?.amount).toEqual({ kind: 'signed', column: 2 });
  });
});

describe('booking date before value date', () => {
  it("dates a German export with 'Buchung' and 'Wertstellungsdatum' by the booking date", async () => {
    const result = await parseAll(
      fixture('de-booking-value-date.csv'),
      'de-booking-value-date.csv',
    );
    expect(result.csv?.mapping).toMatchObject({ date: 0, dateOrder: 'dmy', decimal: ',' });
    expect(result.rows.map((row) => [row.date, row.cents])).toEqual([
      ['2026-03-02', -8400],
      ['2026-03-31', 325000],
      ['2026-03-31', -480],
    ]);
  });

  it.each([
    ['Valuta', 'Buchungstag'],
    ['Wertstellung', 'Buchungsdatum'],
    ['Date de valeur', 'Date de comptabilisation'],
    ['Fecha valor', 'Fecha contable'],
    ['Value date', 'Booking date'],
  ])('takes %s second to %s, whichever column comes first', async (value, booking) => {
    const valueFirst = await csv(
      `${value};${booking};Text;Betrag\n03.03.2026;02.03.2026;Miete;-800,00\n`,
    );
    const bookingFirst = await csv(
      `${booking};${value};Text;Betrag\n02.03.2026;03.03.2026;Miete;-800,00\n`,
    );
    expect([valueFirst.csv?.mapping?.date, bookingFirst.csv?.mapping?.date]).toEqual([1, 0]);
    expect([valueFirst.rows[0]?.date, bookingFirst.rows[0]?.date]).toEqual([
      '2026-03-02',
      '2026-03-02',
    ]);
  });
});

describe('the account a statement names, and its closing balance', () => {
  const ofx = (statements: string) =>
    parseAll(
      Buffer.from(
        `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1>${statements}</BANKMSGSRSV1></OFX>\n`,
      ),
      'bank.ofx',
    );
  const statement = (acctid: string, balance: string) =>
    `<STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>${acctid}</BANKACCTFROM><BANKTRANLIST>\n` +
    `<STMTTRN><DTPOSTED>20260301<TRNAMT>-1.00<FITID>F${acctid}<NAME>Shop</STMTTRN>\n` +
    `</BANKTRANLIST>${balance}</STMTRS></STMTTRNRS>`;
  const ledgerBal = (amount: string, date: string) =>
    `<LEDGERBAL><BALAMT>${amount}<DTASOF>${date}</LEDGERBAL>`;

  it('reads ACCTID and LEDGERBAL of an OFX, and IBAN and the CLBD balance of a CAMT.053', async () => {
    const checking = await parseAll(fixture('checking-with-balance.ofx'), 'checking.ofx');
    expect(checking.account).toEqual({
      key: '5550001234',
      balance: { cents: 123_565, date: '2026-05-31' },
    });
    const camt = await parseAll(fixture('camt053-closing-balance.xml'), 'june.xml');
    expect(camt.account).toEqual({
      key: 'FR7630006000011234567890189',
      balance: { cents: -3_550, date: '2026-06-30' },
    });
    // CSV and QIF name no account.
    expect((await csv('Date,Payee,Amount\n2026-03-01,Shop,-1.00\n')).account).toEqual({
      key: null,
      balance: null,
    });
  });

  it('a file of two accounts names neither; two statements of one account give the latest balance', async () => {
    expect((await parseAll(fixture('sgml-bank-and-card.ofx'), 'x.ofx')).account).toEqual({
      key: null,
      balance: null,
    });
    const months = await ofx(
      statement('77', ledgerBal('10.00', '20260331')) +
        statement('77', ledgerBal('-5,50', '20260430')),
    );
    expect(months.account).toEqual({ key: '77', balance: { cents: -550, date: '2026-04-30' } });
  });

  it('keeps no balance that is not a valid amount on a real date, and still reads the rows', async () => {
    for (const balance of [
      ledgerBal('12.3.4', '20260331'),
      ledgerBal('99999999999.00', '20260331'),
      ledgerBal('10.00', '20261345'),
      ledgerBal('10.00', '18991231'),
      ledgerBal(`1${'0'.repeat(100_000)}`, '20260331'),
      '',
    ]) {
      const file = await ofx(statement('77', balance));
      expect(file.account).toEqual({ key: '77', balance: null });
      expect(file.count).toBe(1);
    }
  });

  it('refuses an account id of more than 100 characters or with control characters', async () => {
    await expect(ofx(statement('9'.repeat(101), ''))).rejects.toThrow(
      'Statement 1: ACCTID is longer than 100 characters',
    );
    await expect(ofx(statement('12\u000134', ''))).rejects.toThrow(
      'Statement 1: ACCTID holds control characters',
    );
    expect((await ofx(statement('9'.repeat(100), ''))).account.key).toHaveLength(100);
  });
});
