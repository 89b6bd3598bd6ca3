import { formatUSD, fromCents } from '@elevate/shared';
import { escapeHtml } from '../../mail/html.ts';
import type { MailContent } from '../../mail/templates.ts';
import type { LedgerDigest } from './digest-content.ts';

const money = (cents: number) => formatUSD(fromCents(cents));
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A section of one ledger: a heading and its lines, the same in text and HTML. */
function sections(ledger: LedgerDigest): { heading: string; lines: string[] }[] {
  const out = [{ heading: 'Last week', lines: [`Spent ${money(ledger.lastWeekSpentCents)}.`] }];
  if (ledger.month) {
    const { budgetedCents, spentCents } = ledger.month;
    const left = budgetedCents - spentCents;
    out.push({
      heading: 'This month',
      lines: [
        `Spent ${money(spentCents)} of ${money(budgetedCents)} budgeted: ${
          left >= 0 ? `${money(left)} left` : `${money(-left)} over`
        }.`,
      ],
    });
  } else {
    out.push({ heading: 'This month', lines: ['No budget for this month yet.'] });
  }
  if (ledger.tight.length > 0) {
    out.push({
      heading: 'Close to or over budget',
      lines: ledger.tight.map(
        (c) =>
          `${c.name}: ${money(c.spentCents)} of ${money(c.budgetedCents)}${
            c.spentCents > c.budgetedCents
              ? ` (over by ${money(c.spentCents - c.budgetedCents)})`
              : ''
          }`,
      ),
    });
  }
  if (ledger.upcoming.length > 0) {
    out.push({
      heading: 'Coming up this week',
      lines: ledger.upcoming.map(
        (u) => `${shortDay(u.date)}: ${u.description}, ${money(u.amountCents)} (${u.type})`,
      ),
    });
  }
  if (ledger.goals.length > 0) {
    out.push({
      heading: 'Goals',
      lines: ledger.goals.map(
        (g) =>
          `${g.name}: ${money(g.savedCents)} of ${money(g.targetCents)} (${Math.round(g.percent)} %)`,
      ),
    });
  }
  return out;
}

/** The Monday e-mail: one part per ledger, and the link that stops it. */
export function digestEmail(args: {
  name: string;
  week: string;
  ledgers: LedgerDigest[];
  appUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const intro = `Hello ${args.name}, here is your week in Elevate (${args.week}).`;
  const stop = 'You get this e-mail because you turned on the weekly digest in Settings.';
  const parts = args.ledgers.map((ledger) => ({ ledger, sections: sections(ledger) }));
  const many = parts.length > 1;
  const text = [
    intro,
    ...parts.map(({ ledger, sections: list }) =>
      [
        ...(many ? [`== ${ledger.name} ==`] : []),
        ...list.map((s) => [s.heading, ...s.lines.map((line) => `- ${line}`)].join('\n')),
      ].join('\n\n'),
    ),
    `Open Elevate: ${args.appUrl}`,
    `${stop} Stop it: ${args.unsubscribeUrl}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html><body style="font-family: Roboto, Arial, sans-serif; color: #1f2a24;">
<h1 style="font-size: 20px;">Your week in Elevate</h1>
<p>${escapeHtml(intro)}</p>
${parts
  .map(
    ({ ledger, sections: list }) =>
      (many ? `<h2 style="font-size: 18px;">${escapeHtml(ledger.name)}</h2>\n` : '') +
      list
        .map(
          (s) =>
            `<h3 style="font-size: 16px;">${escapeHtml(s.heading)}</h3>\n<ul>${s.lines
              .map((line) => `<li>${escapeHtml(line)}</li>`)
              .join('')}</ul>`,
        )
        .join('\n'),
  )
  .join('\n')}
<p><a href="${escapeHtml(args.appUrl)}">Open Elevate</a></p>
<p style="color: #5f6b63;">${escapeHtml(stop)} <a href="${escapeHtml(args.unsubscribeUrl)}">Stop the weekly digest</a></p>
<p>Elevate: Elevate your financial journey.</p>
</body></html>`;
  return { subject: `Your week in Elevate: ${args.week}`, text: `${text}\n`, html };
}
