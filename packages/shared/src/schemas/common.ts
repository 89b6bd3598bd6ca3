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

// A calendar date, optionally with a time and an offset: what the web client
// sends ('2026-11-21' from a date field, or toISOString()).
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isRealCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Date.parse rolls '2026-02-30' over into March; reject it instead.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth && !Number.isNaN(Date.parse(value));
}

/** An ISO date string on the wire; a Date once parsed. */
export const isoDate = z
  .string(fieldError('Date', 'an ISO date string'))
  .trim()
  .refine(isRealCalendarDate, { message: 'Invalid date' })
  .transform((value) => new Date(value));

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
