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
} from './parsed-row.ts';

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

/** ISO 20022 camt.053 bank-to-customer statements; booked entries only. */
export async function parseCamt(text: string): Promise<ParseResult> {
  const root = await parseXml(text, 'CAMT.053');
  const statements = findAll(root, 'Stmt');
  if (statements.length === 0) throw malformed('CAMT.053', 'no <Stmt> element found');
  const result: ParseResult = { rows: [], ignored: 0 };
  statements.forEach((statement, s) => {
    const account = asNode(statement.Acct);
    const accountId =
      asText(asNode(account.Id).IBAN) ||
      asText(asNode(asNode(account.Id).Othr).Id) ||
      `statement ${s + 1}`;
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
