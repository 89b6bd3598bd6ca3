import { setImmediate } from 'node:timers/promises';
import { checkStartTags } from './markup-limits.ts';
import { asList, asNode, asText, findAll, parseXml, type Node } from './xml.ts';
import {
  cleanText,
  isoDay,
  isRealDate,
  malformed,
  MAX_DESCRIPTION,
  MAX_NOTES,
  parseAmount,
  type ParseResult,
  type StatementAccount,
  type ParsedRow,
} from './parsed-row.ts';
import { accountKey, statementBalance } from './statement-account.ts';

const TOKEN = /<(\/?)([A-Za-z0-9_.]+)>([^<]*)/g;
const END_TAG = /<\/([A-Za-z0-9_.]+)>/g;
const BARE_AMPERSAND = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi;

/**
 * OFX 1.x is SGML: leaf elements (<TRNAMT>-12.50) need no end tag. Each leaf
 * with text and no end tag of its own gets one, bare '&' becomes '&amp;', and
 * the line breaks stay where they were, so XML errors name the file's lines.
 * The tags are counted first and then read one at a time with the next in
 * view: an array of every tag of a large file took the whole heap.
 */
export function sgmlToXml(body: string): string {
  checkStartTags(body, 'OFX');
  // Aggregates (<STMTTRN>…</STMTTRN>) are closed somewhere; a leaf never needs to be.
  const closed = new Set<string>();
  for (const end of body.matchAll(END_TAG)) closed.add(end[1]!);
  const tokens = body.matchAll(TOKEN);
  let token: RegExpExecArray | undefined = tokens.next().value;
  let out = body.slice(0, token?.index ?? body.length);
  while (token) {
    const [, close, tag, text = ''] = token;
    const next: RegExpExecArray | undefined = tokens.next().value;
    const closedNext = next?.[1] === '/' && next[2] === tag;
    const escaped = text.replace(BARE_AMPERSAND, '&amp;');
    if (!close && text.trim() !== '' && !closedNext) {
      // trimEnd, not /\s*$/: the pattern is quadratic on a long run of spaces.
      const value = escaped.trimEnd();
      out += `<${tag}>${value}</${tag}>${escaped.slice(value.length)}`;
    } else if (!close && !closedNext && !closed.has(tag!)) {
      out += `<${tag}></${tag}>${escaped}`; // an empty leaf: <NAME><MEMO>…
    } else out += `<${close}${tag}>${escaped}`;
    token = next;
  }
  return out;
}

/** 20260301, 20260301120000.000[-5:EST] → '2026-03-01' (the date as the bank wrote it). */
function ofxDate(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? isoDay(year, month, day) : null;
}

/** LEDGERBAL: the balance (BALAMT) as of DTASOF, when both are valid. */
function ledgerBalance(statement: Node) {
  const balance = asNode(statement.LEDGERBAL);
  const amountText = asText(balance.BALAMT);
  const decimal = amountText.includes(',') && !amountText.includes('.') ? ',' : '.';
  return statementBalance(parseAmount(amountText, decimal), ofxDate(asText(balance.DTASOF)));
}

function statementRows(statement: Node, number: number, result: ParseResult): StatementAccount {
  const key = accountKey(
    asText(asNode(statement.BANKACCTFROM).ACCTID) || asText(asNode(statement.CCACCTFROM).ACCTID),
    `Statement ${number}`,
    'ACCTID',
  );
  const account = key ?? `statement ${number}`;
  const list = asList(asNode(statement.BANKTRANLIST).STMTTRN);
  list.forEach((trn, i) => {
    const where = `Statement ${number} (account ${account}), transaction ${i + 1}`;
    const date = ofxDate(asText(trn.DTPOSTED));
    if (!date)
      throw malformed(where, `DTPOSTED '${asText(trn.DTPOSTED).slice(0, 40)}' is not a date`);
    const amountText = asText(trn.TRNAMT);
    const decimal = amountText.includes(',') && !amountText.includes('.') ? ',' : '.';
    const cents = parseAmount(amountText, decimal);
    if (cents === null)
      throw malformed(where, `TRNAMT '${amountText.slice(0, 40)}' is not an amount`);
    if (cents === 0) {
      result.ignored += 1;
      return;
    }
    const name = asText(trn.NAME) || asText(asNode(trn.PAYEE).NAME);
    const memo = asText(trn.MEMO);
    const fitid = asText(trn.FITID);
    const row: ParsedRow = {
      date,
      description: cleanText(name || memo, MAX_DESCRIPTION),
      cents,
      bankId: fitid ? `${account}:${fitid}` : undefined,
      notes: name && memo && memo !== name ? cleanText(memo, MAX_NOTES) : undefined,
    };
    result.rows.push(row);
  });
  return { key, balance: ledgerBalance(statement) };
}

/** OFX 1.x (SGML, with its header lines) or 2.x (XML); QFX is OFX with Intuit's extras. */
export async function parseOfx(text: string): Promise<ParseResult> {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw malformed('OFX', 'the <OFX> element is missing');
  // Lines before <OFX> are the header; keep them as blank lines so line numbers hold.
  const head = text.slice(0, start).replace(/[^\n]/g, '');
  const body = text.slice(start);
  const isXml = /^\s*<\?xml/.test(text) || /OFXHEADER="/.test(text.slice(0, start));
  const xml = head + (isXml ? body : sgmlToXml(body));
  // Other requests are answered between the conversion and the parse.
  await setImmediate();
  const root = await parseXml(xml, 'OFX');
  const statements = [...findAll(root, 'STMTRS'), ...findAll(root, 'CCSTMTRS')];
  if (statements.length === 0) throw malformed('OFX', 'no bank or credit card statement found');
  const result: ParseResult = { rows: [], ignored: 0 };
  result.statements = statements.map((statement, i) => statementRows(statement, i + 1, result));
  return result;
}
