import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient, type ApiClient, type ApiResponse } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { upload } from './import-test-helpers.ts';

let t: TestApp;
let attacker: TestUser;
let bystander: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  attacker = await createTestUser(t);
});
// A fresh account each time, so its own rate limit never answers for it.
beforeEach(async () => {
  bystander = apiClient(t.app, await createTestUser(t));
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/**
 * The upload's answer, and the slowest of another account's requests made
 * one after another while it was handled: a parse that holds the event loop
 * or the heap shows here.
 */
async function whileAnotherAccountWorks(work: Promise<ApiResponse>) {
  let done = false;
  const answer = work.finally(() => {
    done = true;
  });
  let slowest = 0;
  do {
    const started = performance.now();
    expect((await bystander.get('/api/imports')).status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await sleep(50);
  } while (!done);
  return { answer: await answer, slowest };
}

async function hostile(name: string, bytes: Buffer) {
  const started = performance.now();
  const { answer, slowest } = await whileAnotherAccountWorks(upload(t.app, attacker, name, bytes));
  expect(performance.now() - started).toBeLessThan(10_000);
  expect(slowest).toBeLessThan(1000);
  // Still up: the attacker's next request is answered.
  expect((await apiClient(t.app, attacker).get('/api/imports')).status).toBe(200);
  return answer;
}

const ofxHead = 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>';
const camtHead =
  '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>';
const tooLarge = {
  status: 413,
  body: {
    msg: 'An OFX, QFX, QIF or CAMT.053 file may be at most 4 MB. Split it into smaller files.',
  },
};

function sgmlStatement(bytes: number): Buffer {
  const parts = [
    `${ofxHead}<BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>\n`,
  ];
  for (let i = 0, size = 0; size < bytes; i += 1) {
    const trn = `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-1.00<FITID>${i}<NAME>Shop ${i}</STMTTRN>\n`;
    parts.push(trn);
    size += trn.length;
  }
  parts.push('</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n');
  return Buffer.from(parts.join(''));
}

describe('statement files that would take the heap', () => {
  it('a 10 MB OFX of <A> repeated answers 413, and another account is answered meanwhile', async () => {
    const bytes = Buffer.concat([Buffer.from(ofxHead), Buffer.alloc(10 * MB, '<A>')]);
    expect(await hostile('a.ofx', bytes)).toEqual(tooLarge);
  });

  it('an 8 MB SGML OFX of real-looking transactions answers 413', async () => {
    expect(await hostile('big.ofx', sgmlStatement(8 * MB))).toEqual(tooLarge);
  });

  it('a 19 MB XML of <a/> answers 413', async () => {
    const bytes = Buffer.concat([
      Buffer.from(camtHead),
      Buffer.alloc(19 * MB, '<a/>'),
      Buffer.from('</BkToCstmrStmt></Document>'),
    ]);
    expect(await hostile('a.xml', bytes)).toEqual(tooLarge);
  });

  it('below the byte limit, more than 100,000 elements answer 400 before any is parsed', async () => {
    const ofx = Buffer.concat([Buffer.from(ofxHead), Buffer.alloc(3 * 1_300_000, '<A>')]);
    expect(await hostile('a.ofx', ofx)).toEqual({
      status: 400,
      body: { msg: 'OFX: more than 100,000 elements. Split the file into smaller files.' },
    });
    const xml = Buffer.concat([
      Buffer.from(camtHead),
      Buffer.alloc(4 * 1_000_000, '<a/>'),
      Buffer.from('</BkToCstmrStmt></Document>'),
    ]);
    expect(await hostile('a.xml', xml)).toEqual({
      status: 400,
      body: { msg: 'CAMT.053: more than 100,000 elements. Split the file into smaller files.' },
    });
  });

  it('deeply nested XML and entity declarations answer 400', async () => {
    const deep = Buffer.from(
      `${camtHead}${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</BkToCstmrStmt></Document>`,
    );
    expect(await hostile('deep.xml', deep)).toEqual({
      status: 400,
      body: { msg: 'CAMT.053: elements nest more than 64 deep' },
    });
    const entities = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>${camtHead.slice(21)}<Stmt>&b;</Stmt></BkToCstmrStmt></Document>`,
    );
    expect(await hostile('e.xml', entities)).toEqual({
      status: 400,
      body: { msg: 'CAMT.053: entity declarations (<!ENTITY) are not allowed' },
    });
  });

  it('a 1 MB ACCTID or IBAN answers 400 naming it; nothing is staged or remembered', async () => {
    const user = await createTestUser(t);
    const stored = async () =>
      rowsOf(
        await t.database.db.execute(
          sql`select (select count(*) from imports where ledger_id in (${user.id}, ${attacker.id}))::int
              as imports, (select count(*) from account_import_keys)::int as keys`,
        ),
      );
    const before = await stored();
    const id = randomBytes(MB / 2).toString('hex');
    const ofx = Buffer.from(
      `${ofxHead}<BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>${id}</BANKACCTFROM><BANKTRANLIST>\n` +
        `<STMTTRN><DTPOSTED>20260301<TRNAMT>-1.00<FITID>1<NAME>Shop</STMTTRN>\n` +
        `</BANKTRANLIST><LEDGERBAL><BALAMT>-1.00<DTASOF>20260301</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`,
    );
    expect(await hostile('long-id.ofx', ofx)).toEqual({
      status: 400,
      body: { msg: 'Statement 1: ACCTID is longer than 100 characters' },
    });
    const camt = Buffer.from(
      `${camtHead}<Stmt><Acct><Id><IBAN>${id}</IBAN></Id></Acct><Ntry><Amt>1.00</Amt>` +
        `<CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-03-01</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>`,
    );
    expect(await upload(t.app, user, 'long-id.xml', camt)).toEqual({
      status: 400,
      body: { msg: 'CAMT.053 <Stmt> 1: IBAN is longer than 100 characters' },
    });
    expect(await stored()).toEqual(before);
    expect(before).toEqual([{ imports: 0, keys: 0 }]);
  });

  it('a legitimate statement just below the limits is still read', async () => {
    const res = await upload(t.app, attacker, 'ok.ofx', sgmlStatement(1 * MB));
    expect(res.status).toBe(201);
    expect(res.body.count).toBeGreaterThan(10_000);
  });
});

describe('CSV files that would freeze the server or take its memory', () => {
  it('a 117 KB amount cell 1aaa…a1 answers 400 at once', async () => {
    const bytes = Buffer.from(
      `Date,Payee,Amount\n2026-03-01,Shop,1.00\n2026-03-02,Shop,1${'a'.repeat(117 * 1024)}1\n`,
    );
    expect(await hostile('cell.csv', bytes)).toEqual({
      status: 400,
      body: {
        msg: 'Line 3: a row longer than 65,536 characters. This is not a bank statement.',
      },
    });
  });

  it('a 19 MB CSV without line breaks answers a short 400, not millions of columns', async () => {
    const bytes = Buffer.alloc(19 * MB, 'a,');
    const answer = await hostile('flat.csv', bytes);
    expect(answer).toEqual({
      status: 400,
      body: { msg: 'CSV: more than 200 columns. Check the delimiter, or split the file.' },
    });
  });

  it('a row wider than 200 columns past the first lines answers 400 naming its line', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `2026-03-01,Shop ${i},-1.00`);
    rows.push(`2026-03-02,Shop,-2.00${',x'.repeat(300)}`);
    const bytes = Buffer.from(`Date,Payee,Amount\n${rows.join('\n')}\n`);
    expect(await hostile('wide.csv', bytes)).toEqual({
      status: 400,
      body: { msg: 'Line 502: more than 200 columns. Check the delimiter, or split the file.' },
    });
  });

  it('a header of 200 long names is read, and its mapping remembered under a bounded key', async () => {
    const names = [
      'Date',
      'Payee',
      'Amount',
      // Random text: the database cannot compress it below an index entry's limit.
      ...Array.from({ length: 197 }, () => randomBytes(125).toString('hex')),
    ];
    const blanks = ','.repeat(197);
    const csv = Buffer.from(
      `${names.join(',')}\n2026-03-01,Shop,-1.00${blanks}\n2026-03-02,Bakery,-2.50${blanks}\n`,
    );
    const user = await createTestUser(t);
    const first = await upload(t.app, user, 'long.csv', csv);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ count: 2, layout: { remembered: false } });
    expect(first.body.layout.columns).toHaveLength(200);
    const api = apiClient(t.app, user);
    expect((await api.post(`/api/imports/${first.body.importId}/confirm`, {})).status).toBe(200);
    const again = await upload(t.app, user, 'long.csv', csv);
    expect(again.body).toMatchObject({ count: 2, duplicates: 2, layout: { remembered: true } });
  });
});
