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
} from './parsed-row.ts';
import { accountKey, statementBalance } from './statement-account.ts';

function camtDate(node: unknown): string | null {
  const holder = asNode(node);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(asText(holder.Dt) || asText(holder.DtTm));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? isoDay(year, month, day) : null;
}

/** Remittance information of every transaction of the entry, then the counterparty. */
function texts(entry: Node, credit: boolean) {
  const remittance: string[] = [];
  const parties: string[] = [];
  for (const details of findAll(entry, 'TxDtls')) {
    const info = asNode(details.RmtInf);
    for (const ustrd of Array.isArray(info.Ustrd) ? info.Ustrd : [info.Ustrd]) {
      remittance.push(asText(ustrd));
    }
    const reference = asText(asNode(asNode(asNode(info.Strd).CdtrRefInf)).Ref);
    if (reference) remittance.push(reference);
    const related = asNode(details.RltdPties);
    const party = asNode(credit ? related.Dbtr : related.Cdtr);
    const name = asText(party.Nm) || asText(asNode(party.Pty).Nm);
    if (name) parties.push(name);
  }
  return {
    remittance: cleanText(remittance.filter(Boolean).join(' '), MAX_DESCRIPTION),
    party: cleanText(parties.join(', '), MAX_NOTES),
    additional: cleanText(asText(entry.AddtlNtryInf), MAX_DESCRIPTION),
  };
}

/** The closing booked balance (Bal of type CLBD), signed by its CdtDbtInd, when it is valid. */
function closingBalance(statement: Node) {
  const closing = asList(statement.Bal).find(
    (balance) => asText(asNode(asNode(balance.Tp).CdOrPrtry).Cd) === 'CLBD',
  );
  if (!closing) return null;
  const cents = parseAmount(asText(closing.Amt), '.');
  const indicator = asText(closing.CdtDbtInd);
  if (cents === null || (indicator !== 'CRDT' && indicator !== 'DBIT')) return null;
  return statementBalance(
    indicator === 'DBIT' ? -Math.abs(cents) : Math.abs(cents),
    camtDate(closing.Dt),
  );
}

/** The account's IBAN, else its other id (a card's number). */
function statementKey(account: Node, where: string) {
  const id = asNode(account.Id);
  const iban = asText(id.IBAN);
  return iban
    ? accountKey(iban, where, 'IBAN')
    : accountKey(asText(asNode(id.Othr).Id), where, 'Othr/Id');
}

/** ISO 20022 camt.053 bank-to-customer statements; booked entries only. */
export async function parseCamt(text: string): Promise<ParseResult> {
  const root = await parseXml(text, 'CAMT.053');
  const statements = findAll(root, 'Stmt');
  if (statements.length === 0) throw malformed('CAMT.053', 'no <Stmt> element found');
  const accounts: StatementAccount[] = [];
  const result: ParseResult = { rows: [], ignored: 0, statements: accounts };
  statements.forEach((statement, s) => {
    const key = statementKey(asNode(statement.Acct), `CAMT.053 <Stmt> ${s + 1}`);
    const accountId = key ?? `statement ${s + 1}`;
    accounts.push({ key, balance: closingBalance(statement) });
    asList(statement.Ntry).forEach((entry, e) => {
      const where = `CAMT.053 <Stmt> ${s + 1} (account ${accountId}), <Ntry> ${e + 1}`;
      const status = asText(entry.Sts) || asText(asNode(entry.Sts).Cd);
      if (status && status !== 'BOOK') {
        result.ignored += 1;
        return;
      }
      const date = camtDate(entry.BookgDt) ?? camtDate(entry.ValDt);
      if (!date) throw malformed(where, 'BookgDt has no date');
      const amountText = asText(entry.Amt);
      const cents = parseAmount(amountText, '.');
      if (cents === null)
        throw malformed(where, `Amt '${amountText.slice(0, 40)}' is not an amount`);
      const indicator = asText(entry.CdtDbtInd);
      if (indicator !== 'CRDT' && indicator !== 'DBIT') {
        throw malformed(where, `CdtDbtInd '${indicator.slice(0, 40)}' is not CRDT or DBIT`);
      }
      if (cents === 0) {
        result.ignored += 1;
        return;
      }
      const { remittance, party, additional } = texts(entry, indicator === 'CRDT');
      const reference = asText(entry.AcctSvcrRef) || asText(entry.NtryRef);
      result.rows.push({
        date,
        description: remittance || party || additional,
        cents: indicator === 'CRDT' ? Math.abs(cents) : -Math.abs(cents),
        bankId: reference ? `${accountId}:${reference}` : undefined,
        notes: remittance && party ? party : undefined,
      });
    });
  });
  return result;
}
