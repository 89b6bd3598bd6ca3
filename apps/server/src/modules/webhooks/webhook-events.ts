import { budgetMonthOf, fromCents, occurrencesBetween, shiftMonth, toDay } from '@elevate/shared';
import type { Endpoint } from '@elevate/shared/contract/endpoint';
import type { WebhookEvent } from '@elevate/shared/schemas/webhooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { recurringRules } from '../../db/schema.ts';
import { listMonthBudget } from '../budgets/budget-view.ts';
import { scheduleOf } from '../recurring/occurrences.ts';
import type { QueuedEvent } from './webhook-queue.ts';

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

export interface WriteEvents {
  events: { event: WebhookEvent; data: unknown }[];
  /** Months ('YYYY-MM') whose budget may have been exceeded by the write. */
  months: string[];
}

/** The budget month of a transaction answer's date (decision 0063), as a list of none or one. */
const monthOf = (transaction: unknown, startDay: number) => {
  const date = fields(transaction).date;
  return typeof date === 'string' ? [budgetMonthOf(date, startDay)] : [];
};

/**
 * The events a successful ledger write is, from the endpoint, its params and its
 * answer. Writes that change many transactions at once (a rule applied, a tag renamed,
 * an import undone) are not told transaction by transaction.
 */
export function eventsOfWrite(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  params: unknown,
  answer: unknown,
  now: Date,
  startDay: number,
): WriteEvents {
  const none: WriteEvents = { events: [], months: [] };
  switch (`${endpoint.method} ${endpoint.path}`) {
    case 'POST /api/transactions':
      return {
        events: [{ event: 'transaction.created', data: answer }],
        months: monthOf(answer, startDay),
      };
    case 'POST /api/transfers': {
      const { from, to } = fields(answer);
      return {
        events: [from, to].map((data) => ({ event: 'transaction.created' as const, data })),
        months: [...monthOf(from, startDay), ...monthOf(to, startDay)],
      };
    }
    case 'PUT /api/transactions/:id':
      return {
        events: [{ event: 'transaction.updated', data: answer }],
        months: monthOf(answer, startDay),
      };
    case 'DELETE /api/transactions/:id':
      return {
        events: [{ event: 'transaction.deleted', data: { _id: fields(params).id } }],
        months: [],
      };
    case 'POST /api/imports/:importId/confirm': {
      // A statement mostly holds the last weeks: this month's and last month's budgets.
      const thisMonth = budgetMonthOf(now, startDay);
      return {
        events: [
          {
            event: 'import.confirmed',
            data: { importId: fields(params).importId, ...fields(answer) },
          },
        ],
        months: [thisMonth, shiftMonth(thisMonth, -1)],
      };
    }
    default:
      return none;
  }
}

/**
 * 'budget.exceeded' for each expense category of the months given that is over its
 * budget: once per category and month for each webhook (the queue drops a repeat).
 */
export async function budgetExceededEvents(
  db: Db,
  ledgerId: string,
  months: string[],
): Promise<QueuedEvent[]> {
  const out: QueuedEvent[] = [];
  for (const month of [...new Set(months)].filter((m) => /^\d{4}-\d{2}$/.test(m))) {
    const [budget] = await listMonthBudget(db, ledgerId, `${month}-01`);
    for (const c of budget?.categories ?? []) {
      if (c.type !== 'expense' || c.budgetedAmount <= 0 || c.actualAmount <= c.budgetedAmount)
        continue;
      out.push({
        ledgerId,
        event: 'budget.exceeded',
        data: {
          month,
          category: c.name,
          budgetedAmount: c.budgetedAmount,
          actualAmount: c.actualAmount,
        },
        dedupeKey: `budget.exceeded:${month}:${c.name.toLowerCase()}`,
      });
    }
  }
  return out;
}

/**
 * 'recurring.due' for each recurring transaction of the ledgers with a webhook listening
 * that falls on today (UTC): once per occurrence for each webhook.
 */
export async function recurringDueEvents(db: Db, now: Date): Promise<QueuedEvent[]> {
  const today = toDay(now);
  const ledgers = rowsOf<{ ledger_id: string }>(
    await db.execute(sql`
      select distinct ledger_id from webhooks where 'recurring.due' = any(events)`),
  );
  const out: QueuedEvent[] = [];
  for (const { ledger_id: ledgerId } of ledgers) {
    const rules = await db
      .select()
      .from(recurringRules)
      .where(eq(recurringRules.ledgerId, ledgerId));
    for (const rule of rules) {
      for (const occurrence of occurrencesBetween(scheduleOf(rule), today, today, 1)) {
        out.push({
          ledgerId,
          event: 'recurring.due',
          data: {
            recurringId: rule.id,
            date: occurrence.date,
            description: rule.description,
            amount: fromCents(rule.amountCents),
            type: rule.type,
          },
          dedupeKey: `recurring.due:${rule.id}:${occurrence.date}`,
        });
      }
    }
  }
  return out;
}
