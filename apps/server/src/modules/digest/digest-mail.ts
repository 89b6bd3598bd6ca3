import { escapeHtml } from '../../mail/html.ts';
import { mailLanguage, type MailLanguage } from '../../mail/mail-language.ts';
import type { MailContent, MailLocale } from '../../mail/templates.ts';
import type { LedgerDigest } from './digest-content.ts';

/** A section of one ledger: a heading and its lines, the same in text and HTML. */
function sections(
  { t, money, day }: MailLanguage,
  ledger: LedgerDigest,
): { heading: string; lines: string[] }[] {
  const out = [
    {
      heading: t('digest.lastWeek'),
      lines: [t('digest.lastWeekSpent', { amount: money(ledger.lastWeekSpentCents) })],
    },
  ];
  if (ledger.month) {
    const { budgetedCents, spentCents } = ledger.month;
    const left = budgetedCents - spentCents;
    const amounts = { spent: money(spentCents), budgeted: money(budgetedCents) };
    out.push({
      heading: t('digest.thisMonth'),
      lines: [
        left >= 0
          ? t('digest.monthLeft', { ...amounts, left: money(left) })
          : t('digest.monthOver', { ...amounts, over: money(-left) }),
      ],
    });
  } else {
    out.push({ heading: t('digest.thisMonth'), lines: [t('digest.noBudget')] });
  }
  if (ledger.tight.length > 0) {
    out.push({
      heading: t('digest.tight'),
      lines: ledger.tight.map((c) => {
        const values = {
          name: c.name,
          spent: money(c.spentCents),
          budgeted: money(c.budgetedCents),
        };
        return c.spentCents > c.budgetedCents
          ? t('digest.tightOverLine', { ...values, over: money(c.spentCents - c.budgetedCents) })
          : t('digest.tightLine', values);
      }),
    });
  }
  if (ledger.upcoming.length > 0) {
    out.push({
      heading: t('digest.upcoming'),
      lines: ledger.upcoming.map((u) =>
        t('digest.upcomingLine', {
          day: day(u.date),
          description: u.description,
          amount: money(u.amountCents),
          type: u.type,
        }),
      ),
    });
  }
  if (ledger.goals.length > 0) {
    out.push({
      heading: t('digest.goals'),
      lines: ledger.goals.map((g) =>
        t('digest.goalLine', {
          name: g.name,
          saved: money(g.savedCents),
          target: money(g.targetCents),
          // A string: a number would be written with the language's digit grouping.
          percent: String(Math.round(g.percent)),
        }),
      ),
    });
  }
  return out;
}

/** The Monday e-mail, in the user's language: one part per ledger, and the link that stops it. */
export function digestEmail(
  args: MailLocale & {
    name: string;
    week: string;
    ledgers: LedgerDigest[];
    appUrl: string;
    unsubscribeUrl: string;
  },
): MailContent {
  const lang = mailLanguage(args.locale);
  const { t } = lang;
  const intro = t('digest.intro', { name: args.name, week: args.week });
  const stop = t('digest.stop');
  const parts = args.ledgers.map((ledger) => ({ ledger, sections: sections(lang, ledger) }));
  const many = parts.length > 1;
  const text = [
    intro,
    ...parts.map(({ ledger, sections: list }) =>
      [
        ...(many ? [`== ${ledger.name} ==`] : []),
        ...list.map((s) => [s.heading, ...s.lines.map((line) => `- ${line}`)].join('\n')),
      ].join('\n\n'),
    ),
    t('mail.openElevateLine', { link: args.appUrl }),
    `${stop} ${t('digest.stopLine', { url: args.unsubscribeUrl })}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="${lang.locale}"><body style="font-family: Roboto, Arial, sans-serif; color: #1f2a24;">
<h1 style="font-size: 20px;">${escapeHtml(t('digest.heading'))}</h1>
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
<p><a href="${escapeHtml(args.appUrl)}">${escapeHtml(t('mail.openElevate'))}</a></p>
<p style="color: #5f6b63;">${escapeHtml(stop)} <a href="${escapeHtml(args.unsubscribeUrl)}">${escapeHtml(t('digest.stopLink'))}</a></p>
<p>${escapeHtml(t('mail.signature'))}</p>
</body></html>`;
  return { subject: t('digest.subject', { week: args.week }), text: `${text}\n`, html };
}
