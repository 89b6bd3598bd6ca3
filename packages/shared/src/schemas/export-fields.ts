import { z } from 'zod';
import { DATE_RANGE_MESSAGE, MAX_ABS_MONEY, MAX_DATE_YEAR, MIN_DATE_YEAR } from './common.ts';

/** The fields the account export's sections share: money in cents and instants to the microsecond. */

const MAX_CENTS = MAX_ABS_MONEY * 100;
export const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(-MAX_CENTS, `${label} is out of range`)
    .max(MAX_CENTS, `${label} is out of range`);

const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};

/** No rolling over: Date would read 2026-02-30 as March 2nd. */
function isRealInstant(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
}

/**
 * A UTC instant as the export prints it, to the microsecond the database keeps
 * (a JavaScript Date would round it to the millisecond), in the API's years.
 */
export const instant = (label: string) =>
  z
    .string({ error: `${label} must be an ISO date-time string` })
    .regex(INSTANT, `${label} must look like 2026-01-31T12:00:00.000000Z`)
    .refine(isRealInstant, `${label} is not a real date`)
    .refine(inYears, DATE_RANGE_MESSAGE);
