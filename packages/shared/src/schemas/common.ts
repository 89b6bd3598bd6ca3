import { z } from 'zod';

/** The one error body for a failure that is not about a specific field. */
export const errorMessage = z.object({ msg: z.string() });
export type ErrorMessage = z.infer<typeof errorMessage>;

export const validationErrorEntry = z.object({ param: z.string(), msg: z.string() });
export type ValidationErrorEntry = z.infer<typeof validationErrorEntry>;

/** The error body for bad input: one entry per offending field. */
export const validationErrors = z.object({ errors: z.array(validationErrorEntry) });
export type ValidationErrors = z.infer<typeof validationErrors>;

export const successResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof successResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * Error option for a typed field: a missing value says 'X is required', a
 * value of the wrong kind says what was expected, so the client can show it.
 */
export function fieldError(
  label: string,
  kind: string,
): { error: (issue: { input?: unknown }) => string } {
  return {
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be ${kind}`,
  };
}

export function requiredString(label: string): z.ZodString {
  return z.string(fieldError(label, 'a string'));
}

export const objectId = z.uuid({ error: 'Invalid id' });
export type ObjectId = z.infer<typeof objectId>;

export const idParams = z.strictObject({ id: objectId });

/** A page number or size in a query string: whole, from 1 to `max`, named in the message. */
export const pageFromQuery = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `${label} must be at least 1`)
        .max(max, `${label} must be at most ${max}`),
    );

/**
 * The years every date the API takes must fall in (as a UTC instant, after
 * any offset): wide enough for any household's history and plans, narrow
 * enough that no date meets JavaScript's two-digit-year rule (Date.UTC(1, 0)
 * is 1901) or leaves the four-digit years the API prints.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
const MIN_DATE = Date.parse(`${MIN_DATE_YEAR}-01-01T00:00:00Z`);
const END_DATE = Date.parse(`${MAX_DATE_YEAR + 1}-01-01T00:00:00Z`);
export const DATE_RANGE_MESSAGE = `Date must be between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`;

// A calendar date, optionally with a time and an offset: what the web client
// sends ('2026-11-21' from a date field, or toISOString()). Hours stop at 23:
// Date.parse reads 'T24:00' as the next day's midnight.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isRealCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Date.parse rolls '2026-02-30' over into March; reject it instead.
  // (setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.)
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate() && !Number.isNaN(Date.parse(value));
}

const isInDateRange = (date: Date) => date.getTime() >= MIN_DATE && date.getTime() < END_DATE;

/** An ISO date string on the wire; a Date once parsed, in the years 1900-2200. */
export const isoDate = z
  .string(fieldError('Date', 'an ISO date string'))
  .trim()
  .refine(isRealCalendarDate, { message: 'Invalid date' })
  .transform((value) => new Date(value))
  .refine(isInDateRange, { message: DATE_RANGE_MESSAGE });

/** 'YYYY-MM-DD' of a UTC instant. */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A calendar day for fields that hold a day, not an instant (a rule's start, a
 * goal's target): 'YYYY-MM-DD', or any date-time `isoDate` takes (the full form
 * the transactions use, '2026-03-01T00:00:00.000Z'), which means its UTC day; a
 * time without an offset is read as UTC, so the day never depends on the
 * server's zone. The same years as every other date: 1900-2200. Always
 * 'YYYY-MM-DD' once parsed.
 */
export const calendarDay = (label: string) =>
  z
    .string(fieldError(label, 'a date'))
    .trim()
    .refine(isRealCalendarDate, {
      message: `${label} must be a real date (YYYY-MM-DD or an ISO date-time)`,
    })
    .transform((value) => {
      // Date.parse reads a bare day as UTC already, a bare date-time as local time.
      const zoned = value.length === 10 || /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
      return utcDay(Date.parse(zoned ? value : `${value}Z`));
    })
    .refine((day) => isInDateRange(new Date(`${day}T00:00:00Z`)), {
      message: `${label} must be between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`,
    });

/** A date as the API answers it: always a full UTC ISO timestamp. */
export const isoDateTimeString = z.iso.datetime({ offset: false });

export const MAX_ABS_MONEY = 1_000_000_000;

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(Math.round(cents) - cents) < 1e-6;
}

/**
 * Dollars as a JSON number: finite, whole cents, |value| ≤ 1,000,000,000.
 * Strings are refused on purpose: '12' vs 12 ambiguity is a client bug.
 */
export function moneyField(label = 'Amount'): z.ZodNumber {
  return z
    .number(fieldError(label, 'a finite number'))
    .refine(hasAtMostTwoDecimals, { message: `${label} must have at most 2 decimal places` })
    .refine((value) => Math.abs(value) <= MAX_ABS_MONEY, {
      message: `${label} must be between -1,000,000,000 and 1,000,000,000`,
    });
}

export function nonNegativeMoneyField(label = 'Amount'): z.ZodNumber {
  return moneyField(label).refine((value) => value >= 0, { message: `${label} must be 0 or more` });
}

export function nonZeroMoneyField(label = 'Amount'): z.ZodNumber {
  return moneyField(label).refine((value) => value !== 0, { message: `${label} must not be 0` });
}

export const money = moneyField();
export const nonNegativeMoney = nonNegativeMoneyField();
export const nonZeroMoney = nonZeroMoneyField();
